import { Stack, Text, Title } from '@mantine/core';
import { type TEnrolCasePreference, type TEnrolment, ZEnrolCasePreferenceBody } from '@seller-tools/contract';
import { CaseApprovalFields } from '../../../components/reimburse/case-approval-fields';
import { saveCasePreference } from '../api/enrolment';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';

interface CasePreferenceStepProps {
  enrolment: TEnrolment;
  onBack: () => void;
  onNext: () => unknown;
}

const DEFAULT_PREFERENCE: TEnrolCasePreference = {
  case_approval: 'each',
  auto_file_above: null,
  min_case_value: 0,
};

/** Step 3: how the enrolled stores' cases are approved (each store's case preference, set for all). */
export function CasePreferenceStep({ enrolment, onBack, onNext }: CasePreferenceStepProps) {
  const chosen = enrolment.stores.filter((s) => s.chosen);
  const currency = chosen[0]?.currency ?? 'USD';
  const currencies = new Set(chosen.map((s) => s.currency));
  const { values, set, errorOf, error, saving, onSubmit } = useStepForm<TEnrolCasePreference>(
    ZEnrolCasePreferenceBody,
    enrolment.case_preference ?? DEFAULT_PREFERENCE,
    saveCasePreference,
    onNext,
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Title order={2} size="h4" id="enrol-cases-title">
          How should cases be filed?
        </Title>
        <CaseApprovalFields
          values={values}
          onChange={set}
          errors={{ auto_file_above: errorOf('auto_file_above'), min_case_value: errorOf('min_case_value') }}
          currency={currency}
          labelledBy="enrol-cases-title"
        />
        <Text size="sm" c="dimmed">
          {currencies.size > 1
            ? "The values apply to each store in its own marketplace's currency."
            : `Values are in ${currency}.`}{' '}
          You can change this per store later in Settings → Case preference.
        </Text>
        <StepActions onBack={onBack} saving={saving} error={error}>
          Next
        </StepActions>
      </Stack>
    </form>
  );
}
