import { Button, Text } from '@mantine/core';
import { SYSTEM_SEARCH_MAX, type TRole } from '@seller-tools/contract';
import { useCallback, useState } from 'react';
import { SearchInput } from '../../../components/ui/search-input';
import { useSystemUsers } from '../api/users';
import { RoleCard, RoleUsers } from './role-card';

const RESULT_COUNT = 5;

interface GrantRoleProps {
  role: TRole;
  busyUserId: string | null;
  onGrant: (userId: string) => void;
}

/** Finds a live user by name, email or company (debounced) and grants them the role. */
export function GrantRole({ role, busyUserId, onGrant }: GrantRoleProps) {
  const [q, setQ] = useState('');
  // Kept as typed (the box shows it back); trimmed only where it becomes the query.
  const onSearch = useCallback((value: string) => setQ(value), []);
  const term = q.trim();
  const found = useSystemUsers(
    { q: term, status: 'active', page: 1, page_size: RESULT_COUNT },
    { enabled: term !== '' },
  );
  return (
    <RoleCard title={`Grant ${role}`}>
      <SearchInput
        label="Find a user"
        placeholder="Name, email or company"
        value={q}
        onSearch={onSearch}
        maxLength={SYSTEM_SEARCH_MAX}
      />
      {term === '' ? (
        <Text size="sm" c="dimmed">
          Search for the user who should get this role.
        </Text>
      ) : (
        <RoleUsers
          query={found}
          skeletonRows={2}
          loadingLabel="Searching users"
          errorTitle="Users could not be searched"
          empty={<>No active user matches “{term}”.</>}
          action={(user) => {
            const holds = user.roles.includes(role);
            return (
              <Button
                size="xs"
                variant="light"
                disabled={holds}
                loading={busyUserId === user.user_id}
                onClick={() => onGrant(user.user_id)}
                aria-label={holds ? `${user.email} holds ${role}` : `Grant ${role} to ${user.email}`}
              >
                {holds ? 'Holds role' : 'Grant'}
              </Button>
            );
          }}
        />
      )}
    </RoleCard>
  );
}
