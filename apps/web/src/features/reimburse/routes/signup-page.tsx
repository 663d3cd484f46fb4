import { Alert, Anchor, Button, Container, Stack, Text } from '@mantine/core';
import { REIMBURSE_ROUTES, REIMBURSE_SIGNUP_TARGETS } from '@seller-tools/contract';
import { IconShieldSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { useFreeAudit } from '../api/line';
import { EnrolButton, FreeAuditView, type TSignupVariant } from '../components/free-audit-view';

const VARIANTS: Readonly<Record<string, { variant: TSignupVariant; title: string; lead: string }>> = {
  [REIMBURSE_ROUTES.signupDashboard]: {
    variant: 'dashboard',
    title: 'Your free reimbursement audit',
    lead: 'We audited your store’s inventory ledger, returns, reimbursements and fees. This is what Amazon owes you.',
  },
  [REIMBURSE_ROUTES.signupCasesInProgress]: {
    variant: 'cases-in-progress',
    title: 'Cases in progress',
    lead: 'These claims could be in progress now. Each has a deadline: after it, Amazon pays nothing.',
  },
  [REIMBURSE_ROUTES.signupReimbursedCases]: {
    variant: 'reimbursed-cases',
    title: 'Reimbursed cases',
    lead: 'What Amazon paid on its own so far, and what it still owes you.',
  },
  [REIMBURSE_ROUTES.signupPayoutSummary]: {
    variant: 'payout-summary',
    title: 'Payout summary',
    lead: 'You pay only a share of what Amazon reimburses: nothing recovered, nothing to pay.',
  },
};

const FALLBACK = VARIANTS[REIMBURSE_ROUTES.signupDashboard];

/** The four signup pages (spec §2): the free audit of the seller's own store, details locked until enrolment. */
export function SignupPage() {
  const { pathname } = useLocation();
  const page = VARIANTS[pathname.replace(/\/$/, '')] ?? FALLBACK;
  if (!page) throw new Error('signup variants missing');
  usePageMeta({ title: page.title, description: page.lead });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  const audit = useFreeAudit(currentChannelId);
  const target = REIMBURSE_SIGNUP_TARGETS[pathname.replace(/\/$/, '')];
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title={page.title} subtitle={currentStoreLabel} actions={<EnrolButton />} />
        <Text>{page.lead}</Text>
        <StoreGate
          importState={importState}
          channelId={currentChannelId}
          willShow="A free audit of what Amazon owes you: lost and damaged units, shipment shortages, refunds never returned, fee overcharges."
        >
          <QueryState
            query={audit}
            skeleton={<CardsSkeleton cards={4} label="Loading your free audit" />}
            errorTitle="Your free audit could not be loaded"
            isEmpty={(data) => data.potential.count + data.expired.count + data.recovered.count === 0}
            empty={
              <EmptyPanel
                icon={<IconShieldSearch size={28} />}
                title="No findings yet"
                action={<EnrolButton />}
              >
                The audit runs after your store’s inventory, returns and reimbursements are imported. If it
                has run and found nothing, Amazon owes you nothing today; enrolled stores are audited again
                after every import so nothing new is missed.
              </EmptyPanel>
            }
          >
            {(data) => (
              <>
                {data.enrolled && target && (
                  <Alert color="green" title="You are enrolled">
                    <Anchor component={Link} to={target}>
                      Open the full page
                    </Anchor>
                  </Alert>
                )}
                <FreeAuditView audit={data} variant={page.variant} />
              </>
            )}
          </QueryState>
        </StoreGate>
        <Button component={Link} to={REIMBURSE_ROUTES.signupStep} variant="light" hiddenFrom="sm">
          Start recovering
        </Button>
      </Stack>
    </Container>
  );
}
