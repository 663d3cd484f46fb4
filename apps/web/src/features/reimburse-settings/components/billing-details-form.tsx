import { useForm } from '@mantine/form';
import { type TBillingDetailsInput, type TBillingProfile, ZBillingDetails } from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  BillingDetailsFields,
  emptyBillingDetails,
} from '../../../components/reimburse/billing-details-fields';
import { zodResolver } from '../../../lib/forms';
import { saveBillingDetails } from '../api/billing';
import { reimburseSettingsKeys } from '../api/keys';
import { SettingsFormSection } from './settings-form-section';
import { useFormSave } from './use-settings-save';

const validate = zodResolver<TBillingDetailsInput>(ZBillingDetails);

/** Who the invoices are made out to; saving creates or updates the company's Stripe customer. */
export function BillingDetailsForm({ profile, canEdit }: { profile: TBillingProfile; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const form = useForm<TBillingDetailsInput>({
    mode: 'controlled',
    initialValues: profile.details ?? emptyBillingDetails(),
    validate,
  });
  const { error, saving, run } = useFormSave(
    async (body: TBillingDetailsInput) =>
      queryClient.setQueryData(reimburseSettingsKeys.billing, await saveBillingDetails(body)),
    'Billing details saved.',
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
      <BillingDetailsFields fieldProps={(name) => form.getInputProps(name)} readOnly={!canEdit} />
    </SettingsFormSection>
  );
}
