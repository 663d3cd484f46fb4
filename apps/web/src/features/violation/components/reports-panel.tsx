import { Stack, Table, Text } from '@mantine/core';
import { VIOLATION_TYPE_LABELS } from '@seller-tools/contract';
import { IconReportAnalytics } from '@tabler/icons-react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { useViolationReports } from '../api/violation';

/** Reports (issue 22): events per week by type, and how long each type took to resolve. */
export function ReportsPanel({ channelId }: { channelId: string }) {
  const query = useViolationReports(channelId);
  return (
    <QueryState
      query={query}
      errorTitle="The reports could not be loaded"
      isEmpty={(data) => data.weeks.length === 0}
      empty={
        <EmptyPanel icon={<IconReportAnalytics size={28} />} title="No events in the last 12 weeks">
          Events per week and the time they took to resolve show here once the first event is raised.
        </EmptyPanel>
      }
    >
      {(data) => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Text fw={600}>Events per week</Text>
            <Table.ScrollContainer minWidth={320}>
              <Table striped aria-label="Events per week">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Week</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Events</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.weeks.map((w) => (
                    <Table.Tr key={`${w.week}-${w.type}`}>
                      <Table.Td>{w.week}</Table.Td>
                      <Table.Td>{VIOLATION_TYPE_LABELS[w.type]}</Table.Td>
                      <Table.Td>{w.count}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>Time to resolve</Text>
            {data.resolution.length === 0 ? (
              <Text size="sm" c="dimmed">
                No event resolved yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={320}>
                <Table striped aria-label="Time to resolve">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Resolved</Table.Th>
                      <Table.Th>Median hours</Table.Th>
                      <Table.Th>Average hours</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.resolution.map((r) => (
                      <Table.Tr key={r.type}>
                        <Table.Td>{VIOLATION_TYPE_LABELS[r.type]}</Table.Td>
                        <Table.Td>{r.resolved}</Table.Td>
                        <Table.Td>{r.median_hours ?? '—'}</Table.Td>
                        <Table.Td>{r.average_hours ?? '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
