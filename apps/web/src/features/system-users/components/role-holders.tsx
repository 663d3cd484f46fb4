import { Button } from '@mantine/core';
import { SYSTEM_PAGE_SIZE, type TRole } from '@seller-tools/contract';
import { useState } from 'react';
import { ListPager } from '../../../components/ui/data-table';
import { useSystemUsers } from '../api/users';
import { RoleCard, RoleUsers } from './role-card';

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
      <RoleUsers
        query={holders}
        skeletonRows={3}
        loadingLabel="Loading holders"
        errorTitle="Holders could not be loaded"
        empty="Nobody holds this role. Grant it to a user below."
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
        footer={(data) => (
          <ListPager
            page={page}
            pageSize={SYSTEM_PAGE_SIZE}
            total={data.total}
            noun="holders"
            onPage={setPage}
          />
        )}
      />
    </RoleCard>
  );
}
