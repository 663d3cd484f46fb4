import { ListSkeleton } from '../../../components/ui/skeletons';
import { useReimburseAccounts } from '../api/accounts';
import { AccountsTable } from '../components/accounts-table';
import { ReadOnlyNotice } from '../components/settings-frame';
import { SettingsQueryPage } from '../components/settings-query-page';

/** /reimburse/settings/accounts: which of the company's stores the audit looks after. */
export function ReimburseAccountsPage() {
  const accounts = useReimburseAccounts();
  return (
    <SettingsQueryPage
      title="Accounts"
      description="The stores the reimbursement audit looks after."
      query={accounts}
      skeleton={<ListSkeleton label="Loading your stores" />}
      errorTitle="Your stores could not be loaded"
    >
      {(data) => (
        <>
          <ReadOnlyNotice canEdit={data.can_edit || data.items.length === 0} />
          <AccountsTable items={data.items} canEdit={data.can_edit} />
        </>
      )}
    </SettingsQueryPage>
  );
}
