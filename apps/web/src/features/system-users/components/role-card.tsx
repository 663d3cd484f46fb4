import { Divider, Paper, Stack, Title } from '@mantine/core';
import type { TSystemUser } from '@seller-tools/contract';
import { Fragment, type ReactNode } from 'react';
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
