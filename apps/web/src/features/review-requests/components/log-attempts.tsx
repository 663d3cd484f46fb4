import { Badge, Table, Text } from '@mantine/core';
import type { TReviewRequestLogItem } from '@seller-tools/contract';
import { formatZonedDateTime, reasonText } from './format';
import { outcomeColor, outcomeLabel } from './status';

interface LogAttemptsProps {
  orderId: string;
  attempts: TReviewRequestLogItem['attempts'];
  timeZone: string;
}

/** Every attempt for one order, oldest first, with Amazon's own answer when it refused. */
export function LogAttempts({ orderId, attempts, timeZone }: LogAttemptsProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table
        verticalSpacing={6}
        fz="sm"
        withTableBorder
        aria-label={`Attempts for order ${orderId}`}
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Time</Table.Th>
            <Table.Th>Outcome</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th>Amazon's error</Table.Th>
            <Table.Th ta="right">HTTP status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((attempt, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: attempts have no id; two may share a second
            <Table.Tr key={index}>
              <Table.Td>{formatZonedDateTime(attempt.at, timeZone)}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={outcomeColor(attempt.outcome)}>
                  {outcomeLabel(attempt.outcome)}
                </Badge>
              </Table.Td>
              <Table.Td>{attempt.reason ? reasonText(attempt.reason) : '—'}</Table.Td>
              <Table.Td style={{ whiteSpace: 'normal', minWidth: 180 }}>
                {attempt.error ? (
                  <Text size="sm" ff="monospace" c="red.8">
                    {attempt.error}
                  </Text>
                ) : (
                  '—'
                )}
              </Table.Td>
              <Table.Td ta="right">{attempt.http_status ?? '—'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
