import {
  freeAuditEndpoint,
  hasReimbursePlan,
  lostInWarehouseEndpoint,
  lostInWarehouseExportEndpoint,
  payoutsEndpoint,
  payoutsExportEndpoint,
  type TFindingStatus,
  type TReimburseExportFormat,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { useStoreQuery } from '../../../lib/current-store';
import { useLoadMoreQuery } from '../../../lib/endpoint-query/load-more-query';
import { fetchPlans } from '../../../lib/session';
import { downloadFile } from './download';
import { reimburseKeys } from './keys';

/** GET /api/reimburse/free-audit: totals, kinds and nearest deadlines of the store, plan or not. */
export const useFreeAudit = (channelId: string | null) =>
  useStoreQuery(freeAuditEndpoint, reimburseKeys.freeAudit(channelId ?? ''), channelId);

/** Whether the company has the reimburse plan now (asked of the server, as the route guard does). */
export function useHasReimbursePlan() {
  return useQuery({
    queryKey: reimburseKeys.plan(),
    queryFn: async () => hasReimbursePlan(await fetchPlans()),
  });
}

/** GET /api/reimburse/payouts: per month recovered, commission and net. */
export const usePayouts = (channelId: string | null) =>
  useStoreQuery(payoutsEndpoint, reimburseKeys.payouts(channelId ?? ''), channelId);

export function downloadPayouts(channelId: string, format: TReimburseExportFormat) {
  return downloadFile(
    payoutsExportEndpoint,
    { channel_id: channelId, format },
    `reimburse-payouts.${format}`,
  );
}

export interface TLostFilters {
  statuses: readonly TFindingStatus[];
  q: string;
}

function lostQuery(filters: TLostFilters) {
  return {
    ...(filters.statuses.length ? { status: filters.statuses.join(',') } : {}),
    ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
  };
}

/** GET /api/reimburse/lost-in-warehouse: the staff's work list across enrolled sellers, a page at a time. */
export const useLostInWarehouse = (filters: TLostFilters) =>
  useLoadMoreQuery(reimburseKeys.lost(filters), lostInWarehouseEndpoint, lostQuery(filters));

export function downloadLost(filters: TLostFilters, format: TReimburseExportFormat) {
  return downloadFile(
    lostInWarehouseExportEndpoint,
    { ...lostQuery(filters), format },
    `lost-in-warehouse.${format}`,
  );
}
