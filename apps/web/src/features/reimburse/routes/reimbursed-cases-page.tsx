import { IconCash } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { FindingsPage } from '../components/findings-page';
import { StoreCases } from '../components/store-cases';

/** /reimbursement/cases: what Amazon paid, with its reimbursement ids and amounts. */
export function ReimbursedCasesPage() {
  return (
    <FindingsPage
      title="Reimbursed cases"
      description="Findings Amazon has paid, with its reimbursement ids and the amounts."
      statuses={['reimbursed']}
      view="reimbursed"
      intro={
        <StoreCases
          title="Cases Amazon paid"
          states={['reimbursed']}
          emptyText="No case has been paid yet. When Amazon pays a case we filed, it shows here with the matched reimbursements."
        />
      }
      empty={
        <EmptyPanel icon={<IconCash size={28} />} title="No reimbursements yet">
          When Amazon pays for a finding, the case moves here with Amazon's reimbursement id and amount. Open
          cases are under Cases in progress.
        </EmptyPanel>
      }
    />
  );
}
