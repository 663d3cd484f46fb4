import { Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  BILLING_COUNTRIES,
  type TEnrolBillingDetails,
  type TEnrolment,
  ZEnrolBillingDetails,
} from '@seller-tools/contract';
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

const COUNTRY_OPTIONS = Object.entries(BILLING_COUNTRIES)
  .map(([value, label]) => ({ value, label }))
  .sort((a, b) => a.label.localeCompare(b.label));

/** Step 4: who the monthly invoice is addressed to; Finish saves them and turns the plan on. */
export function BillingStep({ enrolment, fallback, onBack, onSaved }: BillingStepProps) {
  const initial: TEnrolBillingDetails = enrolment.billing ?? {
    name: fallback.name,
    email: fallback.email,
    address_line1: '',
    address_line2: '',
    city: '',
    state: '',
    postal_code: '',
    country: '',
  };
  const { values, set, touch, errorOf, textProps, error, saving, onSubmit } =
    useStepForm<TEnrolBillingDetails>(ZEnrolBillingDetails, initial, saveBilling, onSaved);
  return (
    <form noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Invoices come once a month, only when Amazon paid something through our cases. You add the card to
          pay them with in Settings → Billing.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name on invoices" required autoComplete="organization" {...textProps('name')} />
          <TextInput
            label="Billing email"
            type="email"
            required
            autoComplete="email"
            {...textProps('email')}
          />
          <TextInput label="Address" required autoComplete="address-line1" {...textProps('address_line1')} />
          <TextInput label="Address line 2" autoComplete="address-line2" {...textProps('address_line2')} />
          <TextInput label="City" required autoComplete="address-level2" {...textProps('city')} />
          <TextInput label="State or region" autoComplete="address-level1" {...textProps('state')} />
          <TextInput label="Postal code" required autoComplete="postal-code" {...textProps('postal_code')} />
          <Select
            label="Country"
            required
            searchable
            data={COUNTRY_OPTIONS}
            value={values.country || null}
            onChange={(value) => set('country', value ?? '')}
            onBlur={() => touch('country')}
            error={errorOf('country')}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <StepActions onBack={onBack} saving={saving} error={error}>
          Finish and start recovering
        </StepActions>
      </Stack>
    </form>
  );
}
