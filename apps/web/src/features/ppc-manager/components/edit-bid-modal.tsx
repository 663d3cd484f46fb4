import { EditAmountModal, type TEditDialogProps } from './edit-amount-modal';

/** A keyword's or target's bid, or an ad group's default bid. */
export function EditBidModal(props: TEditDialogProps) {
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
