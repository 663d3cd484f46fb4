import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BILLING_LIMITS,
  type TBillingDetailsInput,
  type TBillingProfile,
  ZBillingDetails,
} from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '../../../lib/forms';
import { saveBillingDetails } from '../api/billing';
import { reimburseSettingsKeys } from '../api/keys';
import { SettingsFormSection } from './settings-form-section';
import { useFormSave } from './use-settings-save';

const validate = zodResolver<TBillingDetailsInput>(ZBillingDetails);

const EMPTY: TBillingDetailsInput = {
  name: '',
  email: '',
  address_line1: '',
  address_line2: '',
  city: '',
  state: '',
  postal_code: '',
  country: '',
};

/** Who the invoices are made out to; saving creates or updates the company's Stripe customer. */
export function BillingDetailsForm({ profile, canEdit }: { profile: TBillingProfile; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<TBillingDetailsInput>({
    mode: 'controlled',
    initialValues: profile.details ?? EMPTY,
    validate,
  });
  const { error, saving, run } = useFormSave(
    async (body: TBillingDetailsInput) =>
      queryClient.setQueryData(reimburseSettingsKeys.billing, await saveBillingDetails(body)),
    'Billing details saved.',
  );
  const field = (name: keyof TBillingDetailsInput, label: string, max: number, extra = {}) => (
    <TextInput label={label} maxLength={max} readOnly={!canEdit} {...extra} {...form.getInputProps(name)} />
  );
  return (
    <SettingsFormSection
      title="Billing details"
      onSubmit={form.onSubmit((body) => void run(body))}
      error={error}
      saving={saving}
      canEdit={canEdit}
      note="Printed on your invoices; invoice emails go to the billing email."
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('name', 'Name to bill', BILLING_LIMITS.name, { withAsterisk: true })}
        {field('email', 'Billing email', BILLING_LIMITS.email, { withAsterisk: true, type: 'email' })}
        {field('address_line1', 'Address', BILLING_LIMITS.line)}
        {field('address_line2', 'Address line 2', BILLING_LIMITS.line)}
        {field('city', 'City', BILLING_LIMITS.city)}
        {field('state', 'State or region', BILLING_LIMITS.state)}
        {field('postal_code', 'Postal code', BILLING_LIMITS.postalCode)}
        {field('country', 'Country', 2, { withAsterisk: true, description: 'Two-letter code, e.g. US' })}
      </SimpleGrid>
    </SettingsFormSection>
  );
}
