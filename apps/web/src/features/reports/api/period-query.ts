import type { REPORT_FORMATS, TEndpointInput, TEndpointSpec } from '@seller-tools/contract';
import { saveFileFrom } from '../../../lib/download';
import { readData, type TDataOf } from '../../../lib/endpoint-query';
import { call } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';

export type TReportFormat = (typeof REPORT_FORMATS)[number];

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

/** What tells one report of the store from another: its query key, its read and its file export. */
export interface TReportSource<TFilters extends TPeriodFilters, TData> {
  key: (channelId: string, filters: TFilters) => readonly unknown[];
  fetch: (channelId: string, filters: TFilters, signal: AbortSignal) => Promise<TData>;
  download: (channelId: string, filters: TFilters, format: TReportFormat) => Promise<unknown>;
}

/**
 * The source of a report read from `endpoint` with the period query of its filters, exported as a file by
 * `exportEndpoint` (GET …/export?…&format). The file is fetched with the session like every call (an
 * <a href> would not carry the token), then handed to the browser as `<file>-<from>-to-<to>.<format>`.
 */
export function reportSource<
  E extends TEndpointSpec,
  X extends TEndpointSpec,
  TFilters extends TPeriodFilters & { groupBy?: string },
>(
  endpoint: E,
  exportEndpoint: X,
  file: string,
  key: TReportSource<TFilters, TDataOf<E>>['key'],
): TReportSource<TFilters, TDataOf<E>> {
  return {
    key,
    fetch: (channelId, filters, signal) =>
      readData(endpoint, { query: periodQuery(channelId, filters) } as TEndpointInput<E>, signal),
    download: (channelId, filters, format) =>
      saveFileFrom(`${file}-${filters.from}-to-${filters.to}.${format}`, (options) =>
        call(
          exportEndpoint,
          { query: { ...periodQuery(channelId, filters), format } } as TEndpointInput<X>,
          options,
        ),
      ),
  };
}

/** A report of the store under its filters; it waits for a store and for `enabled` (a valid range). */
export function useStoreReport<TFilters extends TPeriodFilters, TData>(
  source: TReportSource<TFilters, TData>,
  channelId: string | null,
  filters: TFilters,
  enabled: boolean,
) {
  return usePagedQuery(
    source.key(channelId ?? '', filters),
    (signal) => source.fetch(channelId ?? '', filters, signal),
    enabled && channelId !== null,
  );
}
