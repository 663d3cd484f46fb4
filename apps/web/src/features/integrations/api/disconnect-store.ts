import { DEL_YN, disconnectStoreEndpoint, type TAmazonMarketRequest } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateStores } from '../../../lib/current-store';
import { call, unwrap } from '../../../lib/http';

/** PUT /api/market/amazon/market with del_yn "Y": the store leaves every list; its data is kept. */
export async function putDisconnectStore(body: Omit<TAmazonMarketRequest, 'del_yn'>) {
  const result = await call(
    disconnectStoreEndpoint,
    { body: { ...body, del_yn: DEL_YN.yes, moduleType: 'review' } },
    { silent: true },
  );
  return unwrap(result);
}

export function useDisconnectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDisconnectStore,
    // Every store read (switcher, current store, statuses) refreshes.
    onSettled: () => invalidateStores(queryClient),
  });
}
