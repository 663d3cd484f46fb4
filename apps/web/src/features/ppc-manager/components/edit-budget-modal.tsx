import type { TPpcChange } from '@seller-tools/contract';
import { EditAmountModal, type TEditAmountTarget } from './edit-amount-modal';

interface EditBudgetModalProps {
  opened: boolean;
  onClose: () => void;
  /** A campaign. */
  target: TEditAmountTarget;
  onApplied?: (change: TPpcChange) => void;
}

export function EditBudgetModal(props: EditBudgetModalProps) {
  return <EditAmountModal {...props} field="budget" title="Edit daily budget" amountLabel="Daily budget" />;
}
