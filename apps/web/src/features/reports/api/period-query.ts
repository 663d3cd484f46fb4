import { usePagedQuery } from '../../../lib/paged-query';

/** The period and the optional ASIN every report is filtered by. */
export interface TPeriodFilters {
  from: string;
  to: string;
  asin: string;
}

/** The query string of a report and of its exports (a blank ASIN and a missing group are left out). */
export function periodQuery<TGroup extends string>(
  channelId: string,
  filters: TPeriodFilters & { groupBy?: TGroup },
) {
  return {
    channel_id: channelId,
    from: filters.from,
    to: filters.to,
    group_by: filters.groupBy,
    asin: filters.asin.trim() || undefined,
  };
}

/** A report of the store under its filters; it waits for a store and for `enabled` (a valid range). */
export function useStoreReport<TData>(
  channelId: string | null,
  key: (channelId: string) => readonly unknown[],
  fetch: (channelId: string, signal: AbortSignal) => Promise<TData>,
  enabled: boolean,
) {
  return usePagedQuery(
    key(channelId ?? ''),
    (signal) => fetch(channelId ?? '', signal),
    enabled && channelId !== null,
  );
}
