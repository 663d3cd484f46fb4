import { Divider, Paper, Stack, Text, Title } from '@mantine/core';
import type { TSystemUser } from '@seller-tools/contract';
import { Fragment, type ReactNode } from 'react';
import { QueryState, type TQueryLike } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { UserLine } from './user-line';

/** One box of the role page (its holders, granting it): a heading over its content. */
export function RoleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Users one per line, divided, each with its button on the right. */
export function UserLines({
  users,
  action,
}: {
  users: readonly TSystemUser[];
  action: (user: TSystemUser) => ReactNode;
}) {
  return (
    <Stack gap={0}>
      {users.map((user, index) => (
        <Fragment key={user.user_id}>
          {index > 0 && <Divider />}
          <UserLine user={user} action={action(user)} />
        </Fragment>
      ))}
    </Stack>
  );
}

type TUserPage = { items: TSystemUser[]; total: number };

interface RoleUsersProps {
  query: TQueryLike<TUserPage>;
  skeletonRows: number;
  loadingLabel: string;
  errorTitle: string;
  /** The dimmed line shown when no user is found. */
  empty: ReactNode;
  action: (user: TSystemUser) => ReactNode;
  /** Under the lines, with the page answered (e.g. its pager). */
  footer?: (page: TUserPage) => ReactNode;
}

/** A role box's users: their query's states (a few skeleton lines, a dimmed line when none), then the lines. */
export function RoleUsers({
  query,
  skeletonRows,
  loadingLabel,
  errorTitle,
  empty,
  action,
  footer,
}: RoleUsersProps) {
  return (
    <QueryState
      query={query}
      skeleton={<ListSkeleton rows={skeletonRows} label={loadingLabel} />}
      errorTitle={errorTitle}
      empty={
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      }
    >
      {(page) => (
        <>
          <UserLines users={page.items} action={action} />
          {footer?.(page)}
        </>
      )}
    </QueryState>
  );
}
