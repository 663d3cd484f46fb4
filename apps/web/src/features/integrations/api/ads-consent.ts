import { connectAdsEndpoint, disconnectAdsEndpoint, issueAdsStateEndpoint } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStores } from '../../../lib/current-store';
import { call, unwrap } from '../../../lib/http';

/** POST /api/market/amazon/ads/state: the state and Login with Amazon URL of a store's Ads consent. */
export function postAdsState(channelId: string) {
  return call(issueAdsStateEndpoint, { body: { channel_id: channelId } }, { silent: true });
}

/** POST /api/market/amazon/ads: what the Ads consent returned; the store's Ads grant is stored. */
export function postAdsConnect(body: { channel_id: string; code: string; state: string }) {
  return call(connectAdsEndpoint, { body }, { silent: true });
}

/** POST /api/market/amazon/ads/disconnect: the store's Ads grant goes; its Ads data is kept. */
export function useDisconnectAds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channelId: string) =>
      unwrap(await call(disconnectAdsEndpoint, { body: { channel_id: channelId } }, { silent: true })),
    onSettled: () => invalidateStores(queryClient),
  });
}
