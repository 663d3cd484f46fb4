import { Badge, Text } from '@mantine/core';
import type { TReviewRequestLogItem } from '@seller-tools/contract';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { formatZonedDateTime, reasonText } from './format';
import { outcomeColor, outcomeLabel } from './status';

interface LogAttemptsProps {
  orderId: string;
  attempts: TReviewRequestLogItem['attempts'];
  timeZone: string;
}

type TAttempt = TReviewRequestLogItem['attempts'][number];

/** Every attempt for one order, oldest first, with Amazon's own answer when it refused. */
export function LogAttempts({ orderId, attempts, timeZone }: LogAttemptsProps) {
  const columns: TColumn<TAttempt>[] = [
    { key: 'at', header: 'Time', render: (attempt) => formatZonedDateTime(attempt.at, timeZone) },
    {
      key: 'outcome',
      header: 'Outcome',
      render: (attempt) => (
        <Badge size="sm" variant="light" color={outcomeColor(attempt.outcome)}>
          {outcomeLabel(attempt.outcome)}
        </Badge>
      ),
    },
    {
      key: 'reason',
      header: 'Reason',
      render: (attempt) => (attempt.reason ? reasonText(attempt.reason) : '—'),
    },
    {
      key: 'error',
      header: "Amazon's error",
      cellProps: { style: { whiteSpace: 'normal', minWidth: 180 } },
      render: (attempt) =>
        attempt.error ? (
          <Text size="sm" ff="monospace" c="red.8">
            {attempt.error}
          </Text>
        ) : (
          '—'
        ),
    },
    {
      key: 'http-status',
      header: 'HTTP status',
      align: 'right',
      render: (attempt) => attempt.http_status ?? '—',
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={attempts}
      // Attempts have no id; two may share a second, so their place in the list is the key.
      rowKey={(_attempt, index) => index}
      minWidth={560}
      aria-label={`Attempts for order ${orderId}`}
      tableProps={{ verticalSpacing: 6, fz: 'sm', withTableBorder: true, style: { whiteSpace: 'nowrap' } }}
    />
  );
}
