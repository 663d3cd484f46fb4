import { dashboardEndpoint } from '@seller-tools/contract';
import { useStoreQuery } from '../../../lib/current-store';
import { dashboardKeys } from './keys';

/** GET /api/review/dashboard: the current store's figures. */
export function useDashboard(channelId: string | null, enabled: boolean) {
  return useStoreQuery(dashboardEndpoint, dashboardKeys.store(channelId ?? ''), channelId, { enabled });
}
