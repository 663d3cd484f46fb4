import { IconHourglass } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { FindingsPage } from '../components/findings-page';

/** /reimburse/cases-in-progress: the claimable findings, nearest claim deadline first. */
export function CasesInProgressPage() {
  return (
    <FindingsPage
      title="Cases in progress"
      description="What Amazon owes you and can still be claimed, nearest deadline first, with the evidence of each."
      statuses={['open']}
      view="claim"
      empty={
        <EmptyPanel icon={<IconHourglass size={28} />} title="No open cases">
          The audit runs after every import of your store's inventory, returns and reimbursements. New
          findings show up here with their claim deadline; check Action needed for findings that wait for you.
        </EmptyPanel>
      }
    />
  );
}
