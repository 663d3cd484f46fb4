import { Stack, Table, Text } from '@mantine/core';
import type { TSystemAuditEntry } from '@seller-tools/contract';
import { ACTION_LABELS, formatDateTime } from './format';

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

function whatOf(entry: TSystemAuditEntry): string {
  const label = ACTION_LABELS[entry.action] ?? entry.action;
  const role = entry.detail?.role;
  return typeof role === 'string' ? `${label}: ${role}` : label;
}

/** Who did what to whom, when, and the login_email their client sent. */
export function AuditTable({ entries }: { entries: readonly TSystemAuditEntry[] }) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Who</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th>To whom</Table.Th>
            <Table.Th>Login email</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => {
            const detailEmail = typeof entry.detail?.email === 'string' ? entry.detail.email : null;
            return (
              <Table.Tr key={entry.id}>
                <Table.Td>
                  <Text size="sm">{formatDateTime(entry.at)}</Text>
                </Table.Td>
                <Table.Td>
                  <Person name={entry.actor_name} email={entry.actor_email} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{whatOf(entry)}</Text>
                </Table.Td>
                <Table.Td>
                  <Person
                    name={entry.target_name}
                    email={entry.target_email ?? detailEmail ?? entry.target}
                  />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{entry.login_email ?? '—'}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
