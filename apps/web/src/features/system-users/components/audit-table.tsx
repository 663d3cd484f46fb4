import { Stack, Text } from '@mantine/core';
import type { TSystemAuditEntry } from '@seller-tools/contract';
import type { ListPagerProps, TColumn } from '../../../components/ui/data-table';
import { AuditCards } from './audit-cards';
import { auditSentence, formatDateTime } from './format';
import { SystemTable } from './system-table';

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

const COLUMNS: TColumn<TSystemAuditEntry>[] = [
  {
    key: 'at',
    header: 'When',
    cellProps: { style: { whiteSpace: 'nowrap' } },
    render: (entry) => <Text size="sm">{formatDateTime(entry.at)}</Text>,
  },
  {
    key: 'who',
    header: 'Who',
    render: (entry) => <Person name={entry.actor_name} email={entry.actor_email} />,
  },
  { key: 'what', header: 'What', render: (entry) => <Text size="sm">{auditSentence(entry)}</Text> },
  {
    key: 'login-email',
    header: 'Login email',
    render: (entry) => <Text size="sm">{entry.login_email ?? '—'}</Text>,
  },
];

interface AuditTableProps {
  entries: readonly TSystemAuditEntry[];
  pager: ListPagerProps;
  /** The previous page while the next one loads. */
  dimmed: boolean;
}

/**
 * Who did what to whom (one sentence naming the target), when, and the login_email their client sent.
 * A phone gets cards: a table of this many columns would hide most of them off to the right.
 */
export function AuditTable({ entries, pager, dimmed }: AuditTableProps) {
  return (
    <SystemTable
      columns={COLUMNS}
      rows={entries}
      rowKey={(entry) => entry.id}
      minWidth={760}
      dimmed={dimmed}
      cards={(rows) => <AuditCards entries={rows} />}
      pager={pager}
    />
  );
}
