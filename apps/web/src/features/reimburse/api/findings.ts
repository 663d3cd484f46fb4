import {
  findingsExportEndpoint,
  findingsSummaryEndpoint,
  listFindingsEndpoint,
  type TFindingListResponse,
  type TReimburseExportFormat,
} from '@seller-tools/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useStoreQuery } from '../../../lib/current-store';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { downloadFile } from './download';
import { reimburseKeys, type TFindingFilters } from './keys';

type TFindingPage = TFindingListResponse['data'];

function findingQuery(channelId: string, filters: TFindingFilters) {
  return {
    channel_id: channelId,
    ...(filters.statuses.length ? { status: filters.statuses.join(',') } : {}),
    ...(filters.kinds.length ? { kind: filters.kinds.join(',') } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}

async function fetchFindingPage(
  channelId: string,
  filters: TFindingFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TFindingPage> {
  const query = { ...findingQuery(channelId, filters), ...(cursor ? { cursor } : {}) };
  // The query's lists are comma-joined on the wire, as the contract's commaList reads them.
  const result = await call(listFindingsEndpoint, { query }, { signal, silent: true });
  return unwrap(result).data;
}

/** GET /api/reimburse/findings: the store's findings, a keyset page at a time ("Load more"). */
export function useFindings(channelId: string | null, filters: TFindingFilters) {
  return useInfiniteQuery({
    queryKey: reimburseKeys.findings(channelId ?? '', filters),
    queryFn: ({ pageParam, signal }) => fetchFindingPage(channelId ?? '', filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: channelId !== null,
    retry: retryNetworkOnce,
  });
}

/** GET /api/reimburse/findings/summary: the reimbursement dashboard's numbers. */
export const useFindingsSummary = (channelId: string | null) =>
  useStoreQuery(findingsSummaryEndpoint, reimburseKeys.summary(channelId ?? ''), channelId);

/** GET /api/reimburse/findings/export: every finding the filters keep, as a file. */
export function downloadFindings(
  channelId: string,
  filters: TFindingFilters,
  format: TReimburseExportFormat,
) {
  return downloadFile(
    findingsExportEndpoint,
    { ...findingQuery(channelId, filters), format },
    `reimburse-findings.${format}`,
  );
}
