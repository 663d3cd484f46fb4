import {
  type TCasePreferenceBody,
  type TReimburseStoreSettings,
  ZCasePreferenceBody,
} from '@seller-tools/contract';
import { CaseApprovalFields } from '../../../components/reimburse/case-approval-fields';
import { saveCasePreference } from '../api/store-settings';
import { SettingsFormSection } from './settings-form-section';
import { useStoreSettingsForm } from './use-settings-save';

/** Approve each case, or file automatically above a value; and the smallest case worth filing. */
export function CasePreferenceForm({ settings }: { settings: TReimburseStoreSettings }) {
  const { form, values, disabled, section } = useStoreSettingsForm<TCasePreferenceBody>(
    settings,
    ZCasePreferenceBody,
    saveCasePreference,
    {
      case_approval: settings.case_approval,
      auto_file_above: settings.auto_file_above,
      min_case_value: settings.min_case_value,
    },
  );
  return (
    <SettingsFormSection
      titleId="cases-title"
      title="How cases are filed"
      note={`Values are in ${settings.currency}, the currency of this store's marketplace.`}
      {...section}
    >
      <CaseApprovalFields
        values={values}
        onChange={(field, value) => form.setFieldValue(field, value as never)}
        errors={{
          auto_file_above: form.errors.auto_file_above as string | undefined,
          min_case_value: form.errors.min_case_value as string | undefined,
        }}
        currency={settings.currency}
        labelledBy="cases-title"
        disabled={disabled}
      />
    </SettingsFormSection>
  );
}
