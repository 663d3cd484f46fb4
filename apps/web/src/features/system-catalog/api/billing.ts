import { systemBillingEndpoint } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { systemCatalogKeys } from './keys';

/** GET /api/system/billing: invoiced, paid and overdue across sellers (super-admin). */
export function useSystemBilling(month: string | undefined) {
  return useQuery({
    queryKey: systemCatalogKeys.billing(month),
    queryFn: async ({ signal }) =>
      unwrap(await call(systemBillingEndpoint, { query: month ? { month } : {} }, { signal, silent: true }))
        .data,
    retry: retryNetworkOnce,
  });
}
