import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type TFeeSetupBody, type TReimburseStoreSettings, ZFeeSetupBody } from '@seller-tools/contract';
import { zodResolver } from '../../../lib/forms';
import { saveFeeSetup } from '../api/store-settings';
import { MoneyInput } from './money-input';
import { SaveBar } from './save-bar';
import { useSettingsSave } from './use-settings-save';

const validate = zodResolver<TFeeSetupBody>(ZFeeSetupBody);

/** Whether FBA fees are checked against the true dimensions, and from which overcharge per unit. */
export function FeeSetupForm({ settings }: { settings: TReimburseStoreSettings }) {
  const form = useForm<TFeeSetupBody>({
    mode: 'controlled',
    initialValues: {
      channel_id: settings.channel_id,
      enabled: settings.fee_overcharge_enabled,
      min_per_unit: settings.fee_min_per_unit,
    },
    validate,
  });
  const { error, saving, run } = useSettingsSave(saveFeeSetup);
  const values = form.getValues();
  const disabled = !settings.can_edit;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="fee-title"
    >
      <form noValidate onSubmit={form.onSubmit((body) => void run(body))}>
        <Stack gap="md">
          <Title order={2} size="h4" id="fee-title">
            What is audited
          </Title>
          <Switch
            label="Audit my FBA fees"
            description="When Amazon's measurement puts a SKU in a larger size tier or weight than its true dimensions give."
            checked={values.enabled}
            disabled={disabled}
            onChange={(event) => form.setFieldValue('enabled', event.currentTarget.checked)}
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
          <Text size="sm" c="dimmed">
            The audit uses the dimensions you confirm below; a SKU without them is listed as needing your
            action.
          </Text>
          <SaveBar error={error} saving={saving} canEdit={settings.can_edit} />
        </Stack>
      </form>
    </Paper>
  );
}
