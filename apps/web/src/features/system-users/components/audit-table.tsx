import { Stack, Table, Text } from '@mantine/core';
import type { TSystemAuditEntry } from '@seller-tools/contract';
import { auditSentence, formatDateTime } from './format';

function Person({ name, email }: { name: string | null; email: string | null }) {
  if (!name && !email) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm">{name ?? email}</Text>
      {name && email && (
        <Text size="xs" c="dimmed">
          {email}
        </Text>
      )}
    </Stack>
  );
}

/** Who did what to whom (one sentence naming the target), when, and the login_email their client sent. */
export function AuditTable({ entries }: { entries: readonly TSystemAuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>Login email</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text size="sm">{formatDateTime(entry.at)}</Text>
              </Table.Td>
              <Table.Td>
                <Person name={entry.actor_name} email={entry.actor_email} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{auditSentence(entry)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{entry.login_email ?? '—'}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
