import { Button, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { EXPIRING_SOON_DAYS, REIMBURSE_ROUTES } from '@seller-tools/contract';
import { IconShieldSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { BarChart, DoughnutChart } from '../../../components/ui/charts';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryState } from '../../../components/ui/query-state';
import { CardsSkeleton } from '../../../components/ui/skeletons';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { plural } from '../../../lib/plural';
import { useShellContext } from '../../../lib/shell';
import { useFindingsSummary } from '../api/findings';
import { KIND_COLORS } from '../components/kind-colors';
import { deadlineText, formatMoney, KIND_LABELS, monthLabel } from '../components/labels';
import { StatCard } from '../components/stat-card';

const DESCRIPTION = 'What Amazon owes you: recovered, claimable, expiring soon, by kind and by month.';
const MONTH_SERIES = [
  { name: 'Found', color: 'var(--mantine-color-blue-5)' },
  { name: 'Recovered', color: 'var(--mantine-color-green-6)' },
];

/** /dashboard in the reimbursement line (the plan guard sends a company without it to the free audit). */
export function ReimburseDashboardPage() {
  usePageMeta({ title: 'Reimbursement dashboard', description: DESCRIPTION });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  const summary = useFindingsSummary(currentChannelId);
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title="Reimbursement dashboard" subtitle={currentStoreLabel} />
        <StoreGate importState={importState} channelId={currentChannelId} willShow={DESCRIPTION}>
          <QueryState
            query={summary}
            skeleton={<CardsSkeleton cards={4} label="Loading the dashboard" />}
            errorTitle="The dashboard could not be loaded"
            isEmpty={(data) => data.by_status.every((s) => s.count === 0)}
            empty={
              <EmptyPanel icon={<IconShieldSearch size={28} />} title="Nothing found yet">
                The audit reads your inventory ledger, returns, reimbursements and fees after every import. If
                it has run and found nothing, Amazon owes you nothing right now; check the setup pages to make
                sure every shipment and SKU is audited.
              </EmptyPanel>
            }
          >
            {(data) => {
              const money = (minor: number) => formatMoney(minor, data.currency);
              return (
                <>
                  <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
                    <StatCard
                      label="Recovered"
                      value={money(data.recovered.value)}
                      caption={`${plural(data.recovered.count, 'case')} paid by Amazon`}
                      tone="good"
                    />
                    <StatCard
                      label="Potential"
                      value={money(data.potential.value)}
                      caption={`${plural(data.potential.count, 'finding')} to claim`}
                    />
                    <StatCard
                      label="Expiring soon"
                      value={money(data.expiring_soon.value)}
                      caption={`${data.expiring_soon.count} with a deadline within ${EXPIRING_SOON_DAYS} days`}
                      tone="warn"
                    />
                    <StatCard
                      label="Expired"
                      value={money(data.expired.value)}
                      caption={`${data.expired.count} past Amazon's claim window`}
                    />
                  </SimpleGrid>
                  <SimpleGrid cols={{ base: 1, md: 2 }}>
                    <Paper withBorder radius="lg" p="md">
                      <Title order={2} size="h5" mb="sm">
                        Claimable by kind
                      </Title>
                      {data.by_kind.length > 0 ? (
                        <DoughnutChart
                          title={`Findings by kind: ${data.by_kind
                            .map((k) => `${KIND_LABELS[k.kind]} ${money(k.value)}`)
                            .join(', ')}`}
                          slices={data.by_kind.map((k) => ({
                            name: `${KIND_LABELS[k.kind]} (${k.count})`,
                            value: k.value,
                            color: KIND_COLORS[k.kind],
                          }))}
                          center={money(data.potential.value)}
                          centerCaption="claimable"
                          formatValue={money}
                        />
                      ) : (
                        <Text size="sm" c="dimmed">
                          Nothing to claim right now.
                        </Text>
                      )}
                    </Paper>
                    <Paper withBorder radius="lg" p="md">
                      <Title order={2} size="h5" mb="sm">
                        By month ({data.currency})
                      </Title>
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
                    </Paper>
                  </SimpleGrid>
                  <Paper withBorder radius="lg" p="md">
                    <Group justify="space-between" mb="sm">
                      <Title order={2} size="h5">
                        Nearest deadlines
                      </Title>
                      <Button
                        component={Link}
                        to={REIMBURSE_ROUTES.casesInProgress}
                        variant="subtle"
                        size="xs"
                      >
                        All cases in progress
                      </Button>
                    </Group>
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
                  </Paper>
                  {data.last_audit_at && (
                    <Text size="xs" c="dimmed">
                      Last audited {new Date(data.last_audit_at).toLocaleString('en-US')}
                    </Text>
                  )}
                </>
              );
            }}
          </QueryState>
        </StoreGate>
      </Stack>
    </Container>
  );
}
