import {
  affiliateDetailEndpoint,
  listAffiliatesEndpoint,
  setAffiliateCodeEndpoint,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { systemCatalogKeys } from './keys';

/** GET /api/system/affiliates — every agent for super-admins, the caller's own row for an agent. */
export function useAffiliates(query: { page: number; search?: string }) {
  return useQuery({
    queryKey: systemCatalogKeys.affiliateList(query),
    queryFn: async ({ signal }) => unwrap(await call(listAffiliatesEndpoint, { query }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** GET /api/system/affiliates/:affiliate — the agent and the companies they referred. */
export function useAffiliateDetail(affiliate: string, query: { page: number; search?: string }) {
  return useQuery({
    queryKey: systemCatalogKeys.affiliateDetail(affiliate, query),
    queryFn: async ({ signal }) =>
      unwrap(await call(affiliateDetailEndpoint, { params: { affiliate }, query }, { signal })).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
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
