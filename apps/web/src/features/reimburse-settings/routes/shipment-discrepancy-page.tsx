import { ShipmentSetupForm } from '../components/shipment-setup-form';
import { ShipmentsTable } from '../components/shipments-table';
import { StoreSettingsPage } from '../components/store-settings-page';

/** /reimburse/setup/shipment-discrepancy: what the shipment audit looks at, and which shipments it leaves out. */
export function ShipmentDiscrepancyPage() {
  return (
    <StoreSettingsPage
      title="Shipment discrepancy"
      description="Units Amazon received short of what you shipped."
      willShow="Your closed inbound shipments, shipped against received, and what the audit claims."
      skeleton={{ cards: 2, label: 'Loading the settings' }}
      errorTitle="The shipment audit's settings could not be loaded"
    >
      {(data) => (
        <>
          <ShipmentSetupForm key={data.channel_id} settings={data} />
          <ShipmentsTable channelId={data.channel_id} canEdit={data.can_edit} />
        </>
      )}
    </StoreSettingsPage>
  );
}
