import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import type { TSystemUser } from '@seller-tools/contract';
import { formatDateTime, signupStepLabel } from './format';
import { UserActionButton } from './user-action-button';

// A badge keeps its whole word: Mantine cuts a badge's label with an ellipsis when the table squeezes its
// column ("ACTI…", issue 15), so the label may not shrink below its text.
const WHOLE_BADGE = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;

interface UsersTableProps {
  users: readonly TSystemUser[];
  onDelete: (user: TSystemUser) => void;
  onRestore: (user: TSystemUser) => void;
}

/** Every column an operator checks at a glance: who, where, how far along, what they pay for. */
export function UsersTable({ users, onDelete, onRestore }: UsersTableProps) {
  return (
    <Table.ScrollContainer minWidth={980}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>User</Table.Th>
            <Table.Th>Company</Table.Th>
            <Table.Th>Sign-up step</Table.Th>
            <Table.Th>Last sign-in</Table.Th>
            <Table.Th>Stores</Table.Th>
            <Table.Th>Plans</Table.Th>
            <Table.Th>Roles</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th aria-label="Actions" />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.user_id}>
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" fw={500}>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {user.email}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.company_name}</Text>
                {user.is_company_admin && (
                  <Text size="xs" c="dimmed">
                    Company admin
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{signupStepLabel(user.signup_step)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(user.last_login_at, 'Never')}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.store_count}</Text>
                {user.marketplace_names.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {user.marketplace_names.join(', ')}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{user.plan_names.join(', ') || '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {user.roles.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    user.roles.map((role) => (
                      <Badge key={role} size="sm" variant="light" styles={WHOLE_BADGE}>
                        {role}
                      </Badge>
                    ))
                  )}
                </Group>
              </Table.Td>
              <Table.Td>
                {user.deleted_at ? (
                  <Badge
                    color="red"
                    variant="light"
                    title={formatDateTime(user.deleted_at)}
                    styles={WHOLE_BADGE}
                  >
                    Deleted
                  </Badge>
                ) : (
                  <Badge color="teal" variant="light" styles={WHOLE_BADGE}>
                    Active
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>
                <UserActionButton user={user} onDelete={onDelete} onRestore={onRestore} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
