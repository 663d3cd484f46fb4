import { dashboardEndpoint } from '@seller-tools/contract';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { dashboardKeys } from './keys';

/** GET /api/review/dashboard: the current store's figures. */
export function useDashboard(channelId: string | null, enabled: boolean) {
  return useEndpointQuery(
    dashboardKeys.store(channelId ?? ''),
    dashboardEndpoint,
    { query: { channel_id: channelId ?? '' } },
    { enabled: enabled && channelId !== null },
  );
}
