import { EditAmountModal, type TEditDialogProps } from './edit-amount-modal';

/** A campaign's daily budget. */
export function EditBudgetModal(props: TEditDialogProps) {
  return <EditAmountModal {...props} field="budget" title="Edit daily budget" amountLabel="Daily budget" />;
}
