import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useReimburseAccounts } from '../api/accounts';
import { AccountsTable } from '../components/accounts-table';
import { ReadOnlyNotice, SettingsFrame } from '../components/settings-frame';

/** /reimburse/settings/accounts: which of the company's stores the audit looks after. */
export function ReimburseAccountsPage() {
  const accounts = useReimburseAccounts();
  return (
    <SettingsFrame title="Accounts" description="The stores the reimbursement audit looks after.">
      <QueryState
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
      </QueryState>
    </SettingsFrame>
  );
}
