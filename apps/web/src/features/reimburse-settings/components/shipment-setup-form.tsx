import { NumberInput, SimpleGrid } from '@mantine/core';
import {
  type TReimburseStoreSettings,
  type TShipmentSetupBody,
  ZShipmentSetupBody,
} from '@seller-tools/contract';
import { saveShipmentSetup } from '../api/store-settings';
import { AuditSwitch } from './audit-switch';
import { SettingsFormSection } from './settings-form-section';
import { useStoreSettingsForm } from './use-settings-save';

/** Whether shortages on closed inbound shipments are audited, and from which size a shortage counts. */
export function ShipmentSetupForm({ settings }: { settings: TReimburseStoreSettings }) {
  const { form, values, disabled, section } = useStoreSettingsForm<TShipmentSetupBody>(
    settings,
    ZShipmentSetupBody,
    saveShipmentSetup,
    {
      enabled: settings.shipment_discrepancy_enabled,
      min_units: settings.shipment_min_units,
      min_percent: settings.shipment_min_percent,
    },
  );
  return (
    <SettingsFormSection
      title="What is audited"
      note="Amazon gives you 60 days after a shipment closes to ask for a recount; each finding shows its deadline."
      {...section}
    >
      <AuditSwitch
        form={form}
        label="Audit my closed inbound shipments"
        description="When Amazon received fewer units than you shipped, and has not reimbursed or found them since."
        disabled={disabled}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Claim a shortage from (units)"
          description="Smaller shortages are not worth a case."
          min={1}
          allowDecimal={false}
          disabled={disabled || !values.enabled}
          {...form.getInputProps('min_units')}
        />
        <NumberInput
          label="…and from (% of the units shipped)"
          description="0 claims any shortage above the unit threshold."
          min={0}
          max={100}
          decimalScale={2}
          suffix=" %"
          disabled={disabled || !values.enabled}
          {...form.getInputProps('min_percent')}
        />
      </SimpleGrid>
    </SettingsFormSection>
  );
}
