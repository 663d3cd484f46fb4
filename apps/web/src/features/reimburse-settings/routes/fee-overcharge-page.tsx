import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useStoreSettings } from '../api/store-settings';
import { FeeSetupForm } from '../components/fee-setup-form';
import { FeeSkusTable } from '../components/fee-skus-table';
import { ReadOnlyNotice, SettingsFrame } from '../components/settings-frame';

/** /reimburse/setup/fee-overcharge: the fee audit's switch and threshold, and each SKU's true dimensions. */
export function FeeOverchargePage() {
  const { currentChannelId } = useShellContext();
  const settings = useStoreSettings(currentChannelId);
  return (
    <SettingsFrame
      title="Fee overcharge"
      description="FBA fees charged for a larger size or weight than your products have."
      willShow="Amazon's measurement of each SKU against your own, and the fees overcharged."
    >
      <QueryState
        query={settings}
        skeleton={<CardsSkeleton cards={2} label="Loading the settings" />}
        errorTitle="The fee audit's settings could not be loaded"
      >
        {(data) => (
          <>
            <ReadOnlyNotice canEdit={data.can_edit} />
            <FeeSetupForm key={data.channel_id} settings={data} />
            <FeeSkusTable channelId={data.channel_id} canEdit={data.can_edit} />
          </>
        )}
      </QueryState>
    </SettingsFrame>
  );
}
