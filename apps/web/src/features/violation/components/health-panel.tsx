import { Badge, Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { THealthPoint } from '@seller-tools/contract';
import { IconHeartbeat } from '@tabler/icons-react';
import { localDateTime } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { useHealthTrend } from '../api/violation';
import { percent } from './format';

// The account-health panel (issue 22): each metric of the latest seller performance report against
// Amazon's target, its trend over the reports we kept, and the policy violations by category.

const METRICS = [
  { key: 'order_defect_rate', label: 'Order defect rate', below: true },
  { key: 'late_shipment_rate', label: 'Late shipment rate', below: true },
  { key: 'pre_fulfillment_cancellation_rate', label: 'Pre-fulfilment cancellation', below: true },
  { key: 'valid_tracking_rate', label: 'Valid tracking rate', below: false },
] as const;

type TMetricKey = (typeof METRICS)[number]['key'];

function Trend({ values }: { values: (number | null)[] }) {
  const numbers = values.filter((v): v is number => v !== null);
  if (numbers.length < 2) return null;
  const min = Math.min(...numbers);
  const max = Math.max(...numbers);
  const span = max - min || 1;
  const points = numbers
    .map((v, i) => `${(i / (numbers.length - 1)) * 100},${28 - ((v - min) / span) * 26}`)
    .join(' ');
  return (
    <svg
      viewBox="0 0 100 30"
      width="100%"
      height={30}
      role="img"
      aria-label="trend"
      preserveAspectRatio="none"
    >
      <polyline points={points} fill="none" stroke="currentColor" strokeWidth={1.5} />
    </svg>
  );
}

export function HealthPanel({ channelId }: { channelId: string }) {
  const query = useHealthTrend(channelId);
  return (
    <QueryState
      query={query}
      errorTitle="Account health could not be loaded"
      isEmpty={(data) => data.points.length === 0}
      empty={
        <EmptyPanel icon={<IconHeartbeat size={28} />} title="No account-health report yet">
          The seller performance report is read with each listings sync; its metrics and their trend show
          here.
        </EmptyPanel>
      }
    >
      {(data) => {
        const latest = data.points.at(-1) as THealthPoint;
        const violations = Object.entries(latest.policy_violations).filter(([, n]) => n > 0);
        return (
          <Stack gap="md">
            <Group gap="xs">
              <Text size="sm">Latest report {localDateTime(latest.observed_at)}</Text>
              <Badge color={latest.account_status === 'NORMAL' ? 'green' : 'red'}>
                Account {latest.account_status ?? 'unknown'}
              </Badge>
              <Badge
                color={latest.ahr_status === 'GREAT' || latest.ahr_status === 'GOOD' ? 'green' : 'orange'}
              >
                AHR {latest.ahr_status ?? 'unknown'}
                {latest.ahr_score !== null ? ` (${latest.ahr_score})` : ''}
              </Badge>
            </Group>
            <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
              {METRICS.map((m) => {
                const value = latest[m.key as TMetricKey];
                const target = data.targets[m.key] ?? null;
                const ok =
                  value === null || target === null ? true : m.below ? value < target : value >= target;
                return (
                  <Paper key={m.key} withBorder p="sm" radius="md">
                    <Text size="xs" c="dimmed">
                      {m.label}
                    </Text>
                    <Text fw={700} c={ok ? undefined : 'red'}>
                      {percent(value)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      Target {m.below ? '<' : '≥'} {percent(target)}
                    </Text>
                    <Trend values={data.points.map((p) => p[m.key as TMetricKey])} />
                  </Paper>
                );
              })}
            </SimpleGrid>
            <Stack gap={4}>
              <Text fw={600}>Policy violations</Text>
              {violations.length === 0 ? (
                <Text size="sm" c="dimmed">
                  None in the report's window.
                </Text>
              ) : (
                <Table>
                  <Table.Tbody>
                    {violations.map(([category, n]) => (
                      <Table.Tr key={category}>
                        <Table.Td>{category.replace(/([A-Z])/g, ' $1').toLowerCase()}</Table.Td>
                        <Table.Td>{n}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              )}
            </Stack>
          </Stack>
        );
      }}
    </QueryState>
  );
}
