import { Radio, Stack } from '@mantine/core';
import {
  type TCaseApproval,
  type TCasePreferenceBody,
  type TReimburseStoreSettings,
  ZCasePreferenceBody,
} from '@seller-tools/contract';
import { zodResolver } from '../../../lib/forms';
import { saveCasePreference } from '../api/store-settings';
import { MoneyInput } from './money-input';
import { SettingsFormSection } from './settings-form-section';
import { useStoreSettingsForm } from './use-settings-save';

const validate = zodResolver<TCasePreferenceBody>(ZCasePreferenceBody);

/** Approve each case, or file automatically above a value; and the smallest case worth filing. */
export function CasePreferenceForm({ settings }: { settings: TReimburseStoreSettings }) {
  const { form, values, disabled, section } = useStoreSettingsForm<TCasePreferenceBody>(
    settings,
    {
      case_approval: settings.case_approval,
      auto_file_above: settings.auto_file_above,
      min_case_value: settings.min_case_value,
    },
    validate,
    saveCasePreference,
  );
  return (
    <SettingsFormSection
      titleId="cases-title"
      title="How cases are filed"
      note={`Values are in ${settings.currency}, the currency of this store's marketplace.`}
      {...section}
    >
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
    </SettingsFormSection>
  );
}
