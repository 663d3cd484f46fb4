import { Group, SegmentedControl, Stack } from '@mantine/core';
import {
  SYSTEM_PAGE_SIZE,
  SYSTEM_USER_STATUSES,
  type TSystemUser,
  type TSystemUserDeleteAction,
  type TSystemUserStatus,
} from '@seller-tools/contract';
import { IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { usePagedSearch } from '../../../components/ui/data-table';
import { EmptyAction, EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSetUserDeleted, useSystemUsers } from '../api/users';
import { ConfirmUserAction } from './confirm-user-action';
import { SystemSearch } from './system-search';
import { UsersTable } from './users-table';

const STATUS_LABELS: Record<TSystemUserStatus, string> = { all: 'All', active: 'Active', deleted: 'Deleted' };

/** Every user across companies: search (debounced), status filter, server pages, delete and restore. */
export function UsersSection() {
  // The search as typed (the box shows it back); trimmed in the query. A new search goes back to page 1.
  const { search: q, page, setPage, onSearch } = usePagedSearch();
  const [status, setStatus] = useState<TSystemUserStatus>('all');
  const [pending, setPending] = useState<{ user: TSystemUser; action: TSystemUserDeleteAction } | null>(null);
  const users = useSystemUsers({ q: q.trim() || undefined, status, page, page_size: SYSTEM_PAGE_SIZE });
  const setDeleted = useSetUserDeleted();

  const confirm = (mfaCode?: string) => {
    if (!pending) return;
    setDeleted.mutate(
      { userId: pending.user.user_id, action: pending.action, mfaCode },
      {
        onSuccess: (result) => {
          showToast({ kind: 'success', message: result.message ?? 'Saved.' });
          setPending(null);
        },
        onError: (error) => showToast({ kind: 'error', title: 'Not saved', message: errorMessageOf(error) }),
      },
    );
  };

  const filtered = q.trim() !== '' || status !== 'all';
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <SystemSearch
          label="Search users"
          placeholder="Name, email or company"
          value={q}
          onSearch={onSearch}
          basis="240px"
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value as TSystemUserStatus);
            setPage(1);
          }}
          data={SYSTEM_USER_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
        />
      </Group>
      <QueryState
        query={users}
        skeleton={<ListSkeleton label="Loading users" />}
        errorTitle="Users could not be loaded"
        empty={
          <EmptyPanel
            icon={<IconUsers size={28} />}
            title={filtered ? 'No users match' : 'No users yet'}
            action={
              filtered ? (
                <EmptyAction
                  onClick={() => {
                    onSearch('');
                    setStatus('all');
                  }}
                >
                  Clear filters
                </EmptyAction>
              ) : undefined
            }
          >
            {filtered
              ? 'Try another name, email or company, or another status.'
              : 'Users appear here as they sign up.'}
          </EmptyPanel>
        }
      >
        {(data) => (
          <UsersTable
            users={data.items}
            onDelete={(user) => setPending({ user, action: 'delete' })}
            onRestore={(user) => setPending({ user, action: 'restore' })}
            dimmed={users.isPlaceholderData}
            fetching={users.isFetching}
            pager={{ page, pageSize: SYSTEM_PAGE_SIZE, total: data.total, noun: 'users', onPage: setPage }}
          />
        )}
      </QueryState>
      <ConfirmUserAction
        user={pending?.user ?? null}
        action={pending?.action ?? 'delete'}
        pending={setDeleted.isPending}
        onConfirm={confirm}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
