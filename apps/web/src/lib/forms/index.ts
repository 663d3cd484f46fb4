export { useContractForm } from './use-contract-form';
export { topLevelErrors, zodResolver } from './zod-resolver';
