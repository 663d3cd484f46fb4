import { Stack, Table, Text } from '@mantine/core';
import { VIOLATION_TYPE_LABELS } from '@seller-tools/contract';
import { IconReportAnalytics } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { useViolationReports } from '../api/violation';

/** A small striped table of a report: its header row, then a row of plain cells per line. */
function ReportTable({
  label,
  headers,
  rows,
}: {
  label: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              {row.cells.map((cell, i) => (
                <Table.Td key={headers[i]}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

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
            <ReportTable
              label="Events per week"
              headers={['Week', 'Type', 'Events']}
              rows={data.weeks.map((w) => ({
                key: `${w.week}-${w.type}`,
                cells: [w.week, VIOLATION_TYPE_LABELS[w.type], w.count],
              }))}
            />
          </Stack>
          <Stack gap={4}>
            <Text fw={600}>Time to resolve</Text>
            {data.resolution.length === 0 ? (
              <Text size="sm" c="dimmed">
                No event resolved yet.
              </Text>
            ) : (
              <ReportTable
                label="Time to resolve"
                headers={['Type', 'Resolved', 'Median hours', 'Average hours']}
                rows={data.resolution.map((r) => ({
                  key: r.type,
                  cells: [
                    VIOLATION_TYPE_LABELS[r.type],
                    r.resolved,
                    r.median_hours ?? '—',
                    r.average_hours ?? '—',
                  ],
                }))}
              />
            )}
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
