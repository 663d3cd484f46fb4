import { type TBillingDetailsInput, type TBillingProfile, ZBillingDetails } from '@seller-tools/contract';
import {
  BillingDetailsFields,
  emptyBillingDetails,
} from '../../../components/reimburse/billing-details-fields';
import { zodResolver } from '../../../lib/forms';
import { saveBillingDetails } from '../api/billing';
import { reimburseSettingsKeys } from '../api/keys';
import { SettingsFormSection } from './settings-form-section';
import { useCachedSectionForm } from './use-settings-save';

const validate = zodResolver<TBillingDetailsInput>(ZBillingDetails);

/** Who the invoices are made out to; saving creates or updates the company's Stripe customer. */
export function BillingDetailsForm({ profile, canEdit }: { profile: TBillingProfile; canEdit: boolean }) {
  const { form, section } = useCachedSectionForm(
    reimburseSettingsKeys.billing,
    profile.details ?? emptyBillingDetails(),
    validate,
    saveBillingDetails,
    'Billing details saved.',
    canEdit,
  );
  return (
    <SettingsFormSection
      title="Billing details"
      {...section}
      note="Printed on your invoices; invoice emails go to the billing email."
    >
      <BillingDetailsFields fieldProps={(name) => form.getInputProps(name)} readOnly={!canEdit} />
    </SettingsFormSection>
  );
}
