import type { TPpcChange } from '@seller-tools/contract';
import { EditAmountModal, type TEditAmountTarget } from './edit-amount-modal';

interface EditBidModalProps {
  opened: boolean;
  onClose: () => void;
  /** A keyword or target (its bid), or an ad group (its default bid). */
  target: TEditAmountTarget;
  onApplied?: (change: TPpcChange) => void;
}

export function EditBidModal(props: EditBidModalProps) {
  const defaultBid = props.target.entityType === 'ad-group';
  return (
    <EditAmountModal
      {...props}
      field={defaultBid ? 'default-bid' : 'bid'}
      title={defaultBid ? 'Edit default bid' : 'Edit bid'}
      amountLabel={defaultBid ? 'Default bid' : 'Bid'}
    />
  );
}
