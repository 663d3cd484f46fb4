import { Badge, Group, Stack, Text } from '@mantine/core';
import type { TSystemUser } from '@seller-tools/contract';
import type { ListPagerProps, TColumn } from '../../../components/ui/data-table';
import { formatDateTime, signupStepLabel } from './format';
import { SystemTable } from './system-table';
import { UserActionButton } from './user-action-button';
import { UserCards } from './user-cards';

// A badge keeps its whole word: Mantine cuts a badge's label with an ellipsis when the table squeezes its
// column ("ACTI…", issue 15), so the label may not shrink below its text.
const WHOLE_BADGE = { root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } } as const;

interface UsersTableProps {
  users: readonly TSystemUser[];
  onDelete: (user: TSystemUser) => void;
  onRestore: (user: TSystemUser) => void;
  pager: ListPagerProps;
  /** The previous page while the next one loads. */
  dimmed: boolean;
  fetching: boolean;
}

/** Every column an operator checks at a glance: who, where, how far along, what they pay for. */
export function UsersTable({ users, onDelete, onRestore, pager, dimmed, fetching }: UsersTableProps) {
  const columns: TColumn<TSystemUser>[] = [
    {
      key: 'user',
      header: 'User',
      render: (user) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {user.name}
          </Text>
          <Text size="xs" c="dimmed">
            {user.email}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'company',
      header: 'Company',
      render: (user) => (
        <>
          <Text size="sm">{user.company_name}</Text>
          {user.is_company_admin && (
            <Text size="xs" c="dimmed">
              Company admin
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'step',
      header: 'Sign-up step',
      render: (user) => <Text size="sm">{signupStepLabel(user.signup_step)}</Text>,
    },
    {
      key: 'last-login',
      header: 'Last sign-in',
      render: (user) => <Text size="sm">{formatDateTime(user.last_login_at, 'Never')}</Text>,
    },
    {
      key: 'stores',
      header: 'Stores',
      render: (user) => (
        <>
          <Text size="sm">{user.store_count}</Text>
          {user.marketplace_names.length > 0 && (
            <Text size="xs" c="dimmed">
              {user.marketplace_names.join(', ')}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'plans',
      header: 'Plans',
      render: (user) => <Text size="sm">{user.plan_names.join(', ') || '—'}</Text>,
    },
    {
      key: 'roles',
      header: 'Roles',
      render: (user) => (
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
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (user) =>
        user.deleted_at ? (
          <Badge color="red" variant="light" title={formatDateTime(user.deleted_at)} styles={WHOLE_BADGE}>
            Deleted
          </Badge>
        ) : (
          <Badge color="teal" variant="light" styles={WHOLE_BADGE}>
            Active
          </Badge>
        ),
    },
    {
      key: 'actions',
      header: null,
      headerLabel: 'Actions',
      render: (user) => <UserActionButton user={user} onDelete={onDelete} onRestore={onRestore} />,
    },
  ];
  return (
    <SystemTable
      columns={columns}
      rows={users}
      rowKey={(user) => user.user_id}
      minWidth={980}
      highlightOnHover
      dimmed={dimmed}
      fetching={fetching}
      cards={(rows) => <UserCards users={rows} onDelete={onDelete} onRestore={onRestore} />}
      pager={pager}
    />
  );
}
