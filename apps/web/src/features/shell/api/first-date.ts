import { firstDateEndpoint, type TModule } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { STORES_QUERY_ROOT } from '../../../lib/current-store';
import { call, isErrorEnvelope } from '../../../lib/http';

/**
 * GET /api/market/account/product/first-date: the earliest data date of the current store. Keyed by the
 * store, so choosing another store refetches it (spec §4). null while the store has no data yet.
 */
export function useMarketFirstDate(
  sellerId: string | undefined,
  marketplaceId: string | undefined,
  module: TModule,
) {
  return useQuery({
    queryKey: [...STORES_QUERY_ROOT, 'first-date', sellerId ?? '', marketplaceId ?? '', module],
    queryFn: async ({ signal }) => {
      const result = await call(
        firstDateEndpoint,
        { query: { sellerId, marketplaceId, moduleType: module } },
        { signal, silent: true },
      );
      return isErrorEnvelope(result) ? null : result.data.data;
    },
    enabled: Boolean(sellerId && marketplaceId),
  });
}
