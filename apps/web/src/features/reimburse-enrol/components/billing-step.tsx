import { Stack, Text } from '@mantine/core';
import { type TBillingDetails, type TEnrolment, ZBillingDetails } from '@seller-tools/contract';
import {
  BillingDetailsFields,
  emptyBillingDetails,
} from '../../../components/reimburse/billing-details-fields';
import { saveBilling } from '../api/enrolment';
import { StepActions } from './step-actions';
import { useStepForm } from './use-step-form';

interface BillingStepProps {
  enrolment: TEnrolment;
  /** The admin's own name and email, the first guess for the invoice's. */
  fallback: { name: string; email: string };
  onBack: () => void;
  /** After the details are saved: the finish. */
  onSaved: () => unknown;
}

/** Step 4: who the monthly invoice is addressed to; Finish saves them and turns the plan on. */
export function BillingStep({ enrolment, fallback, onBack, onSaved }: BillingStepProps) {
  const initial: TBillingDetails = enrolment.billing ?? emptyBillingDetails(fallback);
  const { values, set, touch, errorOf, textProps, error, saving, onSubmit } = useStepForm<TBillingDetails>(
    ZBillingDetails,
    initial,
    saveBilling,
    onSaved,
  );
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Invoices come once a month, only when Amazon paid something through our cases. You add the card to
          pay them with in Settings → Billing.
        </Text>
        <BillingDetailsFields
          fieldProps={(name) =>
            name === 'country'
              ? {
                  value: values.country,
                  onChange: ((value: string) => set('country', value)) as (value: never) => void,
                  onBlur: () => touch('country'),
                  error: errorOf('country'),
                }
              : textProps(name)
          }
        />
        <StepActions onBack={onBack} saving={saving} error={error}>
          Finish and start recovering
        </StepActions>
      </Stack>
    </form>
  );
}
