import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TSystemUser } from '@seller-tools/contract';
import { formatDateTime, signupStepLabel } from './format';
import { UserActionButton } from './user-action-button';

interface UserCardsProps {
  users: readonly TSystemUser[];
  onDelete: (user: TSystemUser) => void;
  onRestore: (user: TSystemUser) => void;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Text size="xs" c="dimmed">
      {label}:{' '}
      <Text span size="xs" c="dark">
        {children}
      </Text>
    </Text>
  );
}

/**
 * The users table on a phone: one card per user with the same facts, so the page never scrolls
 * sideways and nothing hides off to the right (issue 15).
 */
export function UserCards({ users, onDelete, onRestore }: UserCardsProps) {
  return (
    <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {users.map((user) => (
        <Paper key={user.user_id} component="li" withBorder radius="md" p="sm" aria-label={user.email}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Text>
            </Stack>
            <Badge color={user.deleted_at ? 'red' : 'teal'} variant="light" style={{ flexShrink: 0 }}>
              {user.deleted_at ? 'Deleted' : 'Active'}
            </Badge>
          </Group>
          <Stack gap={2} mt="xs">
            <Fact label="Company">
              {user.company_name}
              {user.is_company_admin ? ' (company admin)' : ''}
            </Fact>
            <Fact label="Sign-up step">{signupStepLabel(user.signup_step)}</Fact>
            <Fact label="Last sign-in">{formatDateTime(user.last_login_at, 'Never')}</Fact>
            <Fact label="Stores">
              {user.store_count}
              {user.marketplace_names.length > 0 ? ` (${user.marketplace_names.join(', ')})` : ''}
            </Fact>
            <Fact label="Plans">{user.plan_names.join(', ') || '—'}</Fact>
            <Fact label="Roles">{user.roles.join(', ') || '—'}</Fact>
          </Stack>
          <Group justify="flex-end" mt="xs">
            <UserActionButton user={user} onDelete={onDelete} onRestore={onRestore} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
