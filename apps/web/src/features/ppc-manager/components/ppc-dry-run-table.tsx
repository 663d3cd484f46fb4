import { Badge, Stack, Text } from '@mantine/core';
import { formatMoney, type TPpcChangeRequest, type TPpcDryRunResult } from '@seller-tools/contract';
import { DataTable, type TColumn } from '../../../components/ui/data-table';

const shownValue = (change: TPpcChangeRequest, value: string | null, currency: string | null) =>
  value === null ? '—' : change.field === 'bid' ? formatMoney(Number(value), currency) : value;

const columnsFor = (currency: string | null): TColumn<TPpcChangeRequest>[] => [
  {
    key: 'entity',
    header: 'Keyword / target',
    render: (c) => (
      <Text size="sm" ff="monospace">
        {c.entity_type} {c.entity_id}
      </Text>
    ),
  },
  {
    key: 'change',
    header: 'Change',
    render: (c) =>
      `${c.field}: ${shownValue(c, c.old_value, currency)} → ${shownValue(c, c.new_value, currency)}`,
  },
  { key: 'reason', header: 'Why', render: (c) => c.reason },
];

/** What a rule would change, and why: shown before a rule is enabled. */
export function PpcDryRunTable({ result, currency }: { result: TPpcDryRunResult; currency: string | null }) {
  return (
    <Stack gap="xs" aria-live="polite">
      <Text size="sm">
        <Badge variant="light" mr="xs">
          Dry run
        </Badge>
        {result.changes.length === 0
          ? `Nothing would change: none of ${result.evaluated} keywords/targets meets the conditions.`
          : `${result.changes.length} of ${result.evaluated} keywords/targets would change. Nothing has been changed yet.`}
      </Text>
      {result.changes.length > 0 && (
        <DataTable
          aria-label="Dry run: proposed changes"
          columns={columnsFor(currency)}
          rows={result.changes.slice(0, 200)}
          rowKey={(c, i) => `${c.entity_id ?? ''}-${i}`}
          minWidth={560}
          tableProps={{ striped: true, fz: 'sm' }}
        />
      )}
    </Stack>
  );
}
