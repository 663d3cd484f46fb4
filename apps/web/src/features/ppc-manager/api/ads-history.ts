import { listPpcHistoryEndpoint, type TPpcHistorySource } from '@seller-tools/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { ppcChangeKeys } from './changes';

/** Amazon's change history of the store (imported with the ads sync), a keyset page at a time. */
export function useAdsHistory(channelId: string, source: TPpcHistorySource | null, cursor: string | null) {
  return useQuery({
    // Under the change log's root: a change of ours refreshes it too.
    queryKey: [...ppcChangeKeys.store(channelId), 'history', source, cursor],
    queryFn: async ({ signal }) =>
      unwrap(
        await call(
          listPpcHistoryEndpoint,
          {
            query: {
              channel_id: channelId,
              ...(source ? { source } : {}),
              ...(cursor ? { cursor } : {}),
            },
          },
          { signal, silent: true },
        ),
      ).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}
