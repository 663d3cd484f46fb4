import { Radio, Stack } from '@mantine/core';
import type { TCaseApproval, TEnrolCasePreference } from '@seller-tools/contract';
import { MoneyInput } from '../ui/money-input';

interface CaseApprovalFieldsProps {
  values: TEnrolCasePreference;
  onChange: <K extends keyof TEnrolCasePreference>(field: K, value: TEnrolCasePreference[K]) => void;
  errors: Partial<Record<keyof TEnrolCasePreference, string | null | undefined>>;
  currency: string;
  /** The id of the heading that names the choice. */
  labelledBy: string;
  disabled?: boolean;
}

/**
 * How a store's cases are approved: each one by the seller, or automatically above a value; and the
 * smallest case worth filing. The store's case-preference setting and the enrolment's step 3 both ask it.
 */
export function CaseApprovalFields({
  values,
  onChange,
  errors,
  currency,
  labelledBy,
  disabled = false,
}: CaseApprovalFieldsProps) {
  return (
    <>
      <Radio.Group
        value={values.case_approval}
        onChange={(value) => onChange('case_approval', value as TCaseApproval)}
        aria-labelledby={labelledBy}
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
          currency={currency}
          value={values.auto_file_above}
          onChange={(minor) => onChange('auto_file_above', minor)}
          error={errors.auto_file_above}
          disabled={disabled}
          maw={320}
        />
      )}
      <MoneyInput
        label="Minimum case value"
        description="Findings worth less are kept but never filed."
        currency={currency}
        value={values.min_case_value}
        onChange={(minor) => onChange('min_case_value', minor ?? 0)}
        error={errors.min_case_value}
        disabled={disabled}
        maw={320}
      />
    </>
  );
}
