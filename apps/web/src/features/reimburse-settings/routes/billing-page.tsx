import { Text } from '@mantine/core';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { useCurrentUser } from '../../../lib/session/use-current-user';
import { useBillingProfile } from '../api/billing';
import { BillingCard } from '../components/billing-card';
import { BillingDetailsForm } from '../components/billing-details-form';
import { BillingInvoices } from '../components/billing-invoices';
import { SettingsQueryPage } from '../components/settings-query-page';

/**
 * /reimburse/settings/billing: the commission invoices (one a month, a line per reimbursed case), the
 * billing details and card they are charged to, and paying a failed one again. Changes: company admin.
 */
export function ReimburseBillingPage() {
  const profile = useBillingProfile();
  const canEdit = useCurrentUser()?.isCompanyAdmin !== false;
  return (
    <SettingsQueryPage
      title="Billing"
      description="Your payment method and invoices."
      query={profile}
      skeleton={<CardsSkeleton cards={2} label="Loading billing" />}
      errorTitle="Billing could not be loaded"
    >
      {(data) => (
        <>
          {data.commission_percent !== null && (
            <Text size="sm">
              You pay {data.commission_percent}% of what Amazon reimburses through our cases, invoiced
              monthly; nothing on Amazon's automatic reimbursements.
            </Text>
          )}
          <BillingInvoices canPay={canEdit} />
          <BillingCard profile={data} canEdit={canEdit} />
          <BillingDetailsForm profile={data} canEdit={canEdit} />
        </>
      )}
    </SettingsQueryPage>
  );
}
