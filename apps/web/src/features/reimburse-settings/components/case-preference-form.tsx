import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  type TCaseApproval,
  type TCasePreferenceBody,
  type TReimburseStoreSettings,
  ZCasePreferenceBody,
} from '@seller-tools/contract';
import { zodResolver } from '../../../lib/forms';
import { saveCasePreference } from '../api/store-settings';
import { MoneyInput } from './money-input';
import { SaveBar } from './save-bar';
import { useSettingsSave } from './use-settings-save';

const validate = zodResolver<TCasePreferenceBody>(ZCasePreferenceBody);

/** Approve each case, or file automatically above a value; and the smallest case worth filing. */
export function CasePreferenceForm({ settings }: { settings: TReimburseStoreSettings }) {
  const form = useForm<TCasePreferenceBody>({
    mode: 'controlled',
    initialValues: {
      channel_id: settings.channel_id,
      case_approval: settings.case_approval,
      auto_file_above: settings.auto_file_above,
      min_case_value: settings.min_case_value,
    },
    validate,
  });
  const { error, saving, run } = useSettingsSave(saveCasePreference);
  const values = form.getValues();
  const disabled = !settings.can_edit;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="cases-title"
    >
      <form noValidate onSubmit={form.onSubmit((body) => void run(body))}>
        <Stack gap="md">
          <Title order={2} size="h4" id="cases-title">
            How cases are filed
          </Title>
          <Radio.Group
            value={values.case_approval}
            onChange={(value) => form.setFieldValue('case_approval', value as TCaseApproval)}
            aria-labelledby="cases-title"
          >
            <Stack gap="sm">
              <Radio
                value="each"
                disabled={disabled}
                label="Approve each case"
                description="Every case waits for your approval in Action needed before it is filed."
              />
              <Radio
                value="auto-above"
                disabled={disabled}
                label="File automatically above a value"
                description="Cases worth more than the value below are filed without asking; smaller ones wait for you."
              />
            </Stack>
          </Radio.Group>
          {values.case_approval === 'auto-above' && (
            <MoneyInput
              label="File automatically above"
              currency={settings.currency}
              value={values.auto_file_above}
              onChange={(minor) => form.setFieldValue('auto_file_above', minor)}
              error={form.errors.auto_file_above}
              disabled={disabled}
              maw={320}
            />
          )}
          <MoneyInput
            label="Minimum case value"
            description="Findings worth less are kept but never filed."
            currency={settings.currency}
            value={values.min_case_value}
            onChange={(minor) => form.setFieldValue('min_case_value', minor ?? 0)}
            error={form.errors.min_case_value}
            disabled={disabled}
            maw={320}
          />
          <Text size="sm" c="dimmed">
            Values are in {settings.currency}, the currency of this store's marketplace.
          </Text>
          <SaveBar error={error} saving={saving} canEdit={settings.can_edit} />
        </Stack>
      </form>
    </Paper>
  );
}
