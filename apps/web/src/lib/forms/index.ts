export { useContractForm } from './use-contract-form';
export { useFormSend } from './use-form-send';
export { topLevelErrors, zodResolver } from './zod-resolver';
