import { Button, Stack } from '@mantine/core';
import { POST_LOGIN_ROUTE } from '@seller-tools/contract';
import { IconChecks } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useHasReimbursePlan } from '../api/line';
import { EnrolPanel } from '../components/enrol-panel';
import { FindingsPage } from '../components/findings-page';
import { ProofPanel } from '../components/proof-panel';
import { StoreCases } from '../components/store-cases';

const DESCRIPTION =
  'Findings we can claim once you act: a unit cost, dimensions to confirm, proof of ownership.';

/** /reimburse/action-needed-cases: the findings waiting for the seller, each with what to do and where. */
export function ActionNeededPage() {
  const plan = useHasReimbursePlan();
  const { currentChannelId } = useShellContext();
  if (plan.isPending) return <ListSkeleton label="Loading" />;
  if (!plan.data) return <EnrolPanel what="Some findings need you before they can be claimed." />;
  return (
    <FindingsPage
      title="Action needed"
      description={DESCRIPTION}
      statuses={['needs-action']}
      view="action"
      intro={
        <Stack gap="lg">
          <StoreCases
            title="Cases to approve"
            states={['draft']}
            emptyText="No case waits for your approval. New findings become draft cases after each audit; approve them here before our team files them."
          />
          <ProofPanel channelId={currentChannelId} />
        </Stack>
      }
      empty={
        <EmptyPanel
          icon={<IconChecks size={28} />}
          title="Nothing needs you right now"
          action={
            <Button component={Link} to={POST_LOGIN_ROUTE} variant="light">
              Back to the dashboard
            </Button>
          }
        >
          When a finding needs your unit cost, your product's true dimensions or a proof of ownership, it
          shows up here with what to do. Keeping unit costs up to date in Product dimensions avoids most of
          them.
        </EmptyPanel>
      }
    />
  );
}
