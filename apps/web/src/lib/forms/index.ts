export { useContractForm } from './use-contract-form';
export { zodResolver } from './zod-resolver';
