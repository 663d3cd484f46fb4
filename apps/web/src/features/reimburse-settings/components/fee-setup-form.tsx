import { type TFeeSetupBody, type TReimburseStoreSettings, ZFeeSetupBody } from '@seller-tools/contract';
import { saveFeeSetup } from '../api/store-settings';
import { AuditSwitch } from './audit-switch';
import { MoneyInput } from './money-input';
import { SettingsFormSection } from './settings-form-section';
import { useStoreSettingsForm } from './use-settings-save';

/** Whether FBA fees are checked against the true dimensions, and from which overcharge per unit. */
export function FeeSetupForm({ settings }: { settings: TReimburseStoreSettings }) {
  const { form, values, disabled, section } = useStoreSettingsForm<TFeeSetupBody>(
    settings,
    ZFeeSetupBody,
    saveFeeSetup,
    {
      enabled: settings.fee_overcharge_enabled,
      min_per_unit: settings.fee_min_per_unit,
    },
  );
  return (
    <SettingsFormSection
      title="What is audited"
      note="The audit uses the dimensions you confirm below; a SKU without them is listed as needing your action."
      {...section}
    >
      <AuditSwitch
        form={form}
        label="Audit my FBA fees"
        description="When Amazon's measurement puts a SKU in a larger size tier or weight than its true dimensions give."
        disabled={disabled}
      />
      <MoneyInput
        label="Claim an overcharge from (per unit)"
        description="Smaller differences are not worth a case."
        currency={settings.currency}
        value={values.min_per_unit}
        onChange={(minor) => form.setFieldValue('min_per_unit', minor ?? 0)}
        error={form.errors.min_per_unit}
        disabled={disabled || !values.enabled}
        maw={320}
      />
    </SettingsFormSection>
  );
}
