import { Button, Text } from '@mantine/core';
import { SYSTEM_PAGE_SIZE, type TRole } from '@seller-tools/contract';
import { useState } from 'react';
import { ListPager } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useSystemUsers } from '../api/users';
import { RoleCard, UserLines } from './role-card';

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
    <RoleCard title={`Holders of ${role}`}>
      <QueryState
        query={holders}
        skeleton={<ListSkeleton rows={3} label="Loading holders" />}
        errorTitle="Holders could not be loaded"
        empty={
          <Text size="sm" c="dimmed">
            Nobody holds this role. Grant it to a user below.
          </Text>
        }
      >
        {(data) => (
          <>
            <UserLines
              users={data.items}
              action={(user) => (
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
              )}
            />
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
    </RoleCard>
  );
}
