import { Group, Select, Stack, TextInput } from '@mantine/core';
import { SYSTEM_PAGE_SIZE, type TSystemAuditQuery, ZSystemAuditQuery } from '@seller-tools/contract';
import { IconHistory } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { usePagedSearch } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useAuditTrail } from '../api/audit';
import { AuditTable } from './audit-table';
import { ACTION_LABELS } from './format';
import { SystemSearch } from './system-search';

// Every action the trail records: this module's and those of team, plans, affiliates and codes.
const ACTION_OPTIONS = Object.entries(ACTION_LABELS).map(([value, label]) => ({ value, label }));

/** The admin audit trail, filtered by action, actor and date; pages come from the server. */
export function AuditSection() {
  const [action, setAction] = useState<string | null>(null);
  // The actor as typed (the box shows it back); trimmed in the query. A new actor goes back to page 1.
  const { search: actor, page, setPage, onSearch: onActor } = usePagedSearch();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');

  const draft: TSystemAuditQuery = {
    action: action ?? undefined,
    actor: actor.trim() || undefined,
    from: from || undefined,
    to: to || undefined,
    page,
    page_size: SYSTEM_PAGE_SIZE,
  };
  // The same rule as the server: a reversed range is shown, not sent.
  const parsed = ZSystemAuditQuery.safeParse(draft);
  const dateError = parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  // While the range is reversed the list keeps showing the last valid filters.
  const lastValid = useRef(draft);
  if (parsed.success) lastValid.current = draft;
  const audit = useAuditTrail(lastValid.current);

  const resetPage =
    <T,>(set: (v: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="sm" wrap="wrap">
        <Select
          label="Action"
          placeholder="Every action"
          data={ACTION_OPTIONS}
          value={action}
          onChange={resetPage(setAction)}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <SystemSearch
          label="Actor"
          placeholder="Name or email"
          value={actor}
          onSearch={onActor}
          basis="200px"
        />
        <TextInput
          type="date"
          label="From"
          value={from}
          onChange={(e) => resetPage(setFrom)(e.currentTarget.value)}
          w={{ base: '47%', xs: 160 }}
        />
        <TextInput
          type="date"
          label="To"
          value={to}
          onChange={(e) => resetPage(setTo)(e.currentTarget.value)}
          error={dateError}
          w={{ base: '47%', xs: 160 }}
        />
      </Group>
      <QueryState
        query={audit}
        skeleton={<ListSkeleton label="Loading the audit trail" />}
        errorTitle="The audit trail could not be loaded"
        empty={
          <EmptyPanel icon={<IconHistory size={28} />} title="No admin actions">
            Deletes, restores and role changes appear here with who made them and when.
          </EmptyPanel>
        }
      >
        {(data) => (
          <AuditTable
            entries={data.items}
            dimmed={audit.isPlaceholderData}
            pager={{ page, pageSize: SYSTEM_PAGE_SIZE, total: data.total, noun: 'actions', onPage: setPage }}
          />
        )}
      </QueryState>
    </Stack>
  );
}
