import {
  findingsExportEndpoint,
  findingsSummaryEndpoint,
  listFindingsEndpoint,
  type TReimburseExportFormat,
} from '@seller-tools/contract';
import { useStoreQuery } from '../../../lib/current-store';
import { useLoadMoreQuery } from '../../../lib/endpoint-query/load-more-query';
import { downloadFile } from './download';
import { reimburseKeys, type TFindingFilters } from './keys';

function findingQuery(channelId: string, filters: TFindingFilters) {
  return {
    channel_id: channelId,
    ...(filters.statuses.length ? { status: filters.statuses.join(',') } : {}),
    ...(filters.kinds.length ? { kind: filters.kinds.join(',') } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}

/** GET /api/reimburse/findings: the store's findings, a keyset page at a time ("Load more"). */
export const useFindings = (channelId: string | null, filters: TFindingFilters) =>
  useLoadMoreQuery(
    reimburseKeys.findings(channelId ?? '', filters),
    listFindingsEndpoint,
    // The query's lists are comma-joined on the wire, as the contract's commaList reads them.
    findingQuery(channelId ?? '', filters),
    channelId !== null,
  );

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
