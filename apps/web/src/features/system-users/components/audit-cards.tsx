import { Paper, Stack, Text } from '@mantine/core';
import type { TSystemAuditEntry } from '@seller-tools/contract';
import { auditSentence, formatDateTime } from './format';

/** The audit trail on a phone: the sentence first, then who and when (issue 15: no sideways scroll). */
export function AuditCards({ entries }: { entries: readonly TSystemAuditEntry[] }) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {entries.map((entry) => (
        <Paper key={entry.id} component="li" withBorder radius="md" p="sm">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {auditSentence(entry)}
          </Text>
          <Text size="xs" c="dimmed" mt={4} style={{ overflowWrap: 'anywhere' }}>
            {entry.actor_name ?? entry.actor_email ?? '—'} · {formatDateTime(entry.at)}
          </Text>
          {entry.login_email && entry.login_email !== entry.actor_email && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Login email: {entry.login_email}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
