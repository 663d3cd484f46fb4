import { FeeSetupForm } from '../components/fee-setup-form';
import { FeeSkusTable } from '../components/fee-skus-table';
import { StoreSettingsPage } from '../components/store-settings-page';

/** /reimburse/setup/fee-overcharge: the fee audit's switch and threshold, and each SKU's true dimensions. */
export function FeeOverchargePage() {
  return (
    <StoreSettingsPage
      title="Fee overcharge"
      description="FBA fees charged for a larger size or weight than your products have."
      willShow="Amazon's measurement of each SKU against your own, and the fees overcharged."
      skeleton={{ cards: 2, label: 'Loading the settings' }}
      errorTitle="The fee audit's settings could not be loaded"
    >
      {(data) => (
        <>
          <FeeSetupForm key={data.channel_id} settings={data} />
          <FeeSkusTable channelId={data.channel_id} canEdit={data.can_edit} />
        </>
      )}
    </StoreSettingsPage>
  );
}
