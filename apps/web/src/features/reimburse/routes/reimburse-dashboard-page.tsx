import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, REIMBURSE_ROUTES } from '@seller-tools/contract';
import { IconShieldSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BarChart } from '../../../components/ui/charts';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { plural } from '../../../lib/plural';
import { useShellContext } from '../../../lib/shell';
import { useFindingsSummary } from '../api/findings';
import { ChartCard, KindCard } from '../components/chart-card';
import { deadlineText, KIND_LABELS, monthLabel } from '../components/labels';
import { EXPIRING_SOON_STAT, StatGrid, type TStat } from '../components/stat-card';
import { StoreGatedPage } from '../components/store-gated-page';

const DESCRIPTION = 'What Amazon owes you: recovered, claimable, expiring soon, by kind and by month.';
const MONTH_SERIES = [
  { name: 'Found', color: 'var(--mantine-color-blue-5)' },
  { name: 'Recovered', color: 'var(--mantine-color-green-6)' },
];

const DASHBOARD_STATS: readonly TStat[] = [
  {
    total: 'recovered',
    label: 'Recovered',
    caption: (n) => `${plural(n, 'case')} paid by Amazon`,
    tone: 'good',
  },
  { total: 'potential', label: 'Potential', caption: (n) => `${plural(n, 'finding')} to claim` },
  EXPIRING_SOON_STAT,
  { total: 'expired', label: 'Expired', caption: (n) => `${n} past Amazon's claim window` },
];

/** /dashboard in the reimbursement line (the plan guard sends a company without it to the free audit). */
export function ReimburseDashboardPage() {
  const { currentChannelId } = useShellContext();
  const summary = useFindingsSummary(currentChannelId);
  return (
    <StoreGatedPage title="Reimbursement dashboard" description={DESCRIPTION}>
      <QueryState
        query={summary}
        skeleton={<CardsSkeleton cards={4} label="Loading the dashboard" />}
        errorTitle="The dashboard could not be loaded"
        isEmpty={(data) => data.by_status.every((s) => s.count === 0)}
        empty={
          <EmptyPanel icon={<IconShieldSearch size={28} />} title="Nothing found yet">
            The audit reads your inventory ledger, returns, reimbursements and fees after every import. If it
            has run and found nothing, Amazon owes you nothing right now; check the setup pages to make sure
            every shipment and SKU is audited.
          </EmptyPanel>
        }
      >
        {(data) => {
          const money = (minor: number) => formatMoney(minor, data.currency);
          return (
            <>
              <StatGrid totals={data} stats={DASHBOARD_STATS} money={money} />
              <SimpleGrid cols={{ base: 1, md: 2 }}>
                <KindCard title="Claimable by kind" chartTitle="Findings by kind" totals={data} />
                <ChartCard title={`By month (${data.currency})`}>
                  <BarChart
                    title="Found and recovered per month"
                    data={data.by_month.map((m) => ({
                      key: m.month,
                      label: m.month,
                      values: [Math.round(m.found / 100), Math.round(m.recovered / 100)],
                    }))}
                    series={MONTH_SERIES}
                    formatLabel={monthLabel}
                  />
                </ChartCard>
              </SimpleGrid>
              <ChartCard
                title="Nearest deadlines"
                aside={
                  <Button component={Link} to={REIMBURSE_ROUTES.casesInProgress} variant="subtle" size="xs">
                    All cases in progress
                  </Button>
                }
              >
                {data.nearest_deadlines.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    No claim is waiting on a deadline.
                  </Text>
                ) : (
                  <Stack gap="xs">
                    {data.nearest_deadlines.map((f) => (
                      <Group key={f.finding_id} justify="space-between" wrap="nowrap" gap="xs">
                        <Text size="sm" style={{ minWidth: 0 }} truncate>
                          {KIND_LABELS[f.kind]} ·{' '}
                          {f.sku ?? f.fnsku ?? f.amazon_order_id ?? f.shipment_id ?? ''}
                        </Text>
                        <Text size="sm" fw={600} style={{ flexShrink: 0 }}>
                          {money(f.estimated_value)} ·{' '}
                          {f.claim_deadline ? deadlineText(f.claim_deadline) : 'no deadline'}
                        </Text>
                      </Group>
                    ))}
                  </Stack>
                )}
              </ChartCard>
              {data.last_audit_at && (
                <Text size="xs" c="dimmed">
                  Last audited {new Date(data.last_audit_at).toLocaleString('en-US')}
                </Text>
              )}
            </>
          );
        }}
      </QueryState>
    </StoreGatedPage>
  );
}
