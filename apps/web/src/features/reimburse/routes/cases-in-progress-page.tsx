import { IconHourglass } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { FindingsPage } from '../components/findings-page';
import { StoreCases } from '../components/store-cases';

/** /reimburse/cases-in-progress: the claimable findings, nearest claim deadline first. */
export function CasesInProgressPage() {
  return (
    <FindingsPage
      title="Cases in progress"
      description="What Amazon owes you and can still be claimed, nearest deadline first, with the evidence of each."
      statuses={['open']}
      view="claim"
      intro={
        <StoreCases
          title="Cases"
          states={['ready', 'filed', 'answered', 'more-info']}
          emptyText="No case is with Amazon yet. Approved cases show here once ready, then as our team files them and Amazon answers."
        />
      }
      empty={
        <EmptyPanel icon={<IconHourglass size={28} />} title="No open cases">
          The audit runs after every import of your store's inventory, returns and reimbursements. New
          findings show up here with their claim deadline; check Action needed for findings that wait for you.
        </EmptyPanel>
      }
    />
  );
}
