import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useStoreSettings } from '../api/store-settings';
import { ReadOnlyNotice, SettingsFrame } from '../components/settings-frame';
import { ShipmentSetupForm } from '../components/shipment-setup-form';
import { ShipmentsTable } from '../components/shipments-table';

/** /reimburse/setup/shipment-discrepancy: what the shipment audit looks at, and which shipments it leaves out. */
export function ShipmentDiscrepancyPage() {
  const { currentChannelId } = useShellContext();
  const settings = useStoreSettings(currentChannelId);
  return (
    <SettingsFrame
      title="Shipment discrepancy"
      description="Units Amazon received short of what you shipped."
      willShow="Your closed inbound shipments, shipped against received, and what the audit claims."
    >
      <QueryState
        query={settings}
        skeleton={<CardsSkeleton cards={2} label="Loading the settings" />}
        errorTitle="The shipment audit's settings could not be loaded"
      >
        {(data) => (
          <>
            <ReadOnlyNotice canEdit={data.can_edit} />
            <ShipmentSetupForm key={data.channel_id} settings={data} />
            <ShipmentsTable channelId={data.channel_id} canEdit={data.can_edit} />
          </>
        )}
      </QueryState>
    </SettingsFrame>
  );
}
