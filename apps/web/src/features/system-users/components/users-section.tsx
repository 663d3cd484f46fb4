import { Button, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  SYSTEM_PAGE_SIZE,
  SYSTEM_SEARCH_MAX,
  SYSTEM_USER_STATUSES,
  type TSystemUser,
  type TSystemUserDeleteAction,
  type TSystemUserStatus,
} from '@seller-tools/contract';
import { IconUsers } from '@tabler/icons-react';
import { useCallback, useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { SMALL_SCREEN_QUERY } from '../../../components/ui/filters-panel';
import { ListPager } from '../../../components/ui/data-table';
import { SearchInput } from '../../../components/ui/search-input';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSetUserDeleted, useSystemUsers } from '../api/users';
import { ConfirmUserAction } from './confirm-user-action';
import { UserCards } from './user-cards';
import { UsersTable } from './users-table';

const STATUS_LABELS: Record<TSystemUserStatus, string> = { all: 'All', active: 'Active', deleted: 'Deleted' };

/** Every user across companies: search (debounced), status filter, server pages, delete and restore. */
export function UsersSection() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<TSystemUserStatus>('all');
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<{ user: TSystemUser; action: TSystemUserDeleteAction } | null>(null);
  const users = useSystemUsers({ q: q.trim() || undefined, status, page, page_size: SYSTEM_PAGE_SIZE });
  const setDeleted = useSetUserDeleted();
  // A phone gets cards: a table of this many columns would hide most of them off to the right.
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY);

  const onSearch = useCallback((value: string) => {
    setQ(value); // as typed: the box shows it back; trimmed in the query
    setPage(1);
  }, []);

  const confirm = () => {
    if (!pending) return;
    setDeleted.mutate(
      { userId: pending.user.user_id, action: pending.action },
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
        <div style={{ flex: '1 1 240px' }}>
          <SearchInput
            label="Search users"
            placeholder="Name, email or company"
            value={q}
            onSearch={onSearch}
            maxLength={SYSTEM_SEARCH_MAX}
          />
        </div>
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
      {users.isPending ? (
        <ListSkeleton label="Loading users" />
      ) : users.isError ? (
        <ErrorNotice
          error={users.error}
          title="Users could not be loaded"
          onRetry={() => void users.refetch()}
        />
      ) : users.data.items.length === 0 ? (
        <EmptyPanel
          icon={<IconUsers size={28} />}
          title={filtered ? 'No users match' : 'No users yet'}
          action={
            filtered ? (
              <Button
                variant="light"
                onClick={() => {
                  setQ('');
                  setStatus('all');
                  setPage(1);
                }}
              >
                Clear filters
              </Button>
            ) : undefined
          }
        >
          {filtered
            ? 'Try another name, email or company, or another status.'
            : 'Users appear here as they sign up.'}
        </EmptyPanel>
      ) : (
        <>
          {isSmall ? (
            <div style={{ opacity: users.isPlaceholderData ? 0.6 : 1 }} aria-busy={users.isFetching}>
              <UserCards
                users={users.data.items}
                onDelete={(user) => setPending({ user, action: 'delete' })}
                onRestore={(user) => setPending({ user, action: 'restore' })}
              />
            </div>
          ) : (
            <Paper
              withBorder
              radius="lg"
              style={{ overflow: 'hidden', opacity: users.isPlaceholderData ? 0.6 : 1 }}
              aria-busy={users.isFetching}
            >
              <UsersTable
                users={users.data.items}
                onDelete={(user) => setPending({ user, action: 'delete' })}
                onRestore={(user) => setPending({ user, action: 'restore' })}
              />
            </Paper>
          )}
          <ListPager
            page={page}
            pageSize={SYSTEM_PAGE_SIZE}
            total={users.data.total}
            noun="users"
            onPage={setPage}
          />
        </>
      )}
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
