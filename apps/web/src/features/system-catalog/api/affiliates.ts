import {
  affiliateDetailEndpoint,
  listAffiliatesEndpoint,
  setAffiliateCodeEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../lib/endpoint-query/call-data';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { systemCatalogKeys } from './keys';

/** GET /api/system/affiliates — every agent for super-admins, the caller's own row for an agent. */
export function useAffiliates(query: { page: number; search?: string }) {
  return usePagedQuery(systemCatalogKeys.affiliateList(query), async (signal) =>
    callData(listAffiliatesEndpoint, { query }, { signal }),
  );
}

/** GET /api/system/affiliates/:affiliate — the agent and the companies they referred. */
export function useAffiliateDetail(affiliate: string, query: { page: number; search?: string }) {
  return usePagedQuery(systemCatalogKeys.affiliateDetail(affiliate, query), async (signal) =>
    callData(affiliateDetailEndpoint, { params: { affiliate }, query }, { signal }),
  );
}

/** PUT /api/system/affiliates/:affiliate/code (super-admin). */
export function useSetAffiliateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ affiliate, code }: { affiliate: string; code: string }) =>
      unwrap(await call(setAffiliateCodeEndpoint, { params: { affiliate }, body: { affiliate_code: code } }))
        .data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemCatalogKeys.affiliates }),
  });
}
