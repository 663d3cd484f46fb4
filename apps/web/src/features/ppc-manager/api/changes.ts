import {
  applyPpcChangesEndpoint,
  listPpcChangesEndpoint,
  PPC_CHANGES_PAGE_SIZE,
  type TPpcChange,
  type TPpcChangeRequest,
  type TPpcChangeSource,
  type TPpcChangeStatus,
  undoPpcChangeEndpoint,
  undoPpcRuleRunEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readData } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';

// The PPC write side (issue 21): the change log, a user's edits and undo. Every write refreshes the
// store's PPC queries: a bid or a state shown elsewhere on the page has just changed.

export interface TChangeLogFilters {
  source: TPpcChangeSource | null;
  status: TPpcChangeStatus | null;
  cursor: string | null;
}

export const ppcChangeKeys = {
  all: ['ppc'] as const,
  store: (channelId: string) => [...ppcChangeKeys.all, channelId] as const,
  log: (channelId: string, filters: TChangeLogFilters) =>
    [...ppcChangeKeys.store(channelId), 'changes', filters] as const,
};

export function fetchChangeLog(channelId: string, filters: TChangeLogFilters, signal?: AbortSignal) {
  return readData(
    listPpcChangesEndpoint,
    {
      query: {
        channel_id: channelId,
        source: filters.source ?? undefined,
        status: filters.status ?? undefined,
        cursor: filters.cursor ?? undefined,
        limit: PPC_CHANGES_PAGE_SIZE,
      },
    },
    signal,
  );
}

export function useChangeLog(channelId: string, filters: TChangeLogFilters) {
  return usePagedQuery(ppcChangeKeys.log(channelId, filters), (signal) =>
    fetchChangeLog(channelId, filters, signal),
  );
}

function useRefreshingMutation<TInput>(send: (input: TInput) => Promise<TPpcChange[]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Everything PPC shows may have moved: the change log, and the tables' bids, budgets and states.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ppcChangeKeys.all }),
  });
}

/** POST /api/ppc/changes: each change's outcome (applied, or Amazon's refusal), in order. */
export function useApplyChanges(channelId: string) {
  return useRefreshingMutation(async (changes: TPpcChangeRequest[]) => {
    const result = await call(applyPpcChangesEndpoint, { body: { channel_id: channelId, changes } });
    return unwrap(result).data.items;
  });
}

/** Undoes one change or a whole rule run (`id`): the changes that put the old values back. */
function useUndo(channelId: string, endpoint: typeof undoPpcChangeEndpoint | typeof undoPpcRuleRunEndpoint) {
  return useRefreshingMutation(async (id: string) => {
    const result = await call(endpoint, { params: { id }, body: { channel_id: channelId } });
    return unwrap(result).data.items;
  });
}

export function useUndoChange(channelId: string) {
  return useUndo(channelId, undoPpcChangeEndpoint);
}

export function useUndoRuleRun(channelId: string) {
  return useUndo(channelId, undoPpcRuleRunEndpoint);
}
