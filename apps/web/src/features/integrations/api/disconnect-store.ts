import { DEL_YN, type TAmazonMarketRequest, ZAmazonMarketResponse } from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, unwrap } from '../../../lib/http';

/** PUT /api/market/amazon/market with del_yn "Y": the store leaves every list; its data is kept. */
export async function putDisconnectStore(body: Omit<TAmazonMarketRequest, 'del_yn'>) {
  const result = await http.put(
    '/api/market/amazon/market',
    { ...body, del_yn: DEL_YN.yes, moduleType: 'review' },
    { schema: ZAmazonMarketResponse, silent: true },
  );
  return unwrap(result);
}

export function useDisconnectStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDisconnectStore,
    // Every store read (switcher, current store, statuses) lives under 'market'.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['market'] }),
  });
}
