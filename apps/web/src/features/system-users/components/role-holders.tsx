import { Button, Divider, Paper, Stack, Text, Title } from '@mantine/core';
import { SYSTEM_PAGE_SIZE, type TRole } from '@seller-tools/contract';
import { Fragment, useState } from 'react';
import { ListPager } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useSystemUsers } from '../api/users';
import { UserLine } from './user-line';

interface RoleHoldersProps {
  role: TRole;
  busyUserId: string | null;
  onRevoke: (user: { user_id: string; email: string }) => void;
}

/** The live users holding the role, a server page at a time, each with Revoke. */
export function RoleHolders({ role, busyUserId, onRevoke }: RoleHoldersProps) {
  const [page, setPage] = useState(1);
  const [shownRole, setShownRole] = useState(role);
  // Another role starts on its first page.
  if (shownRole !== role) {
    setShownRole(role);
    setPage(1);
  }
  const holders = useSystemUsers({ role, status: 'active', page, page_size: SYSTEM_PAGE_SIZE });
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Holders of {role}
        </Title>
        <QueryState
          query={holders}
          skeleton={<ListSkeleton rows={3} label="Loading holders" />}
          errorTitle="Holders could not be loaded"
          isEmpty={(data) => data.items.length === 0}
          empty={
            <Text size="sm" c="dimmed">
              Nobody holds this role. Grant it to a user below.
            </Text>
          }
        >
          {(data) => (
            <>
              <Stack gap={0}>
                {data.items.map((user, index) => (
                  <Fragment key={user.user_id}>
                    {index > 0 && <Divider />}
                    <UserLine
                      user={user}
                      action={
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          loading={busyUserId === user.user_id}
                          onClick={() => onRevoke(user)}
                          aria-label={`Revoke ${role} from ${user.email}`}
                        >
                          Revoke
                        </Button>
                      }
                    />
                  </Fragment>
                ))}
              </Stack>
              <ListPager
                page={page}
                pageSize={SYSTEM_PAGE_SIZE}
                total={data.total}
                noun="holders"
                onPage={setPage}
              />
            </>
          )}
        </QueryState>
      </Stack>
    </Paper>
  );
}
