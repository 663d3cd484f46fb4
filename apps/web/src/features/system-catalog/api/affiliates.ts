import { ZAffiliateDetailResponse, ZAffiliateListResponse, ZAffiliateResponse } from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

export const SYSTEM_AFFILIATES_PATH = '/api/system/affiliates';
export const affiliateKeys = { all: ['system', 'affiliates'] as const };

/** GET /api/system/affiliates — every agent for super-admins, the caller's own row for an agent. */
export function useAffiliates(query: { page: number; search?: string }) {
  return useQuery({
    queryKey: [...affiliateKeys.all, 'list', query],
    queryFn: async ({ signal }) =>
      unwrap(await http.get(SYSTEM_AFFILIATES_PATH, { query, signal, schema: ZAffiliateListResponse })).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** GET /api/system/affiliates/:affiliate — the agent and the companies they referred. */
export function useAffiliateDetail(affiliate: string, query: { page: number; search?: string }) {
  return useQuery({
    queryKey: [...affiliateKeys.all, 'detail', affiliate, query],
    queryFn: async ({ signal }) =>
      unwrap(
        await http.get(`${SYSTEM_AFFILIATES_PATH}/${encodeURIComponent(affiliate)}`, {
          query,
          signal,
          schema: ZAffiliateDetailResponse,
        }),
      ).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** PUT /api/system/affiliates/:affiliate/code (super-admin). */
export function useSetAffiliateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ affiliate, code }: { affiliate: string; code: string }) =>
      unwrap(
        await http.put(
          `${SYSTEM_AFFILIATES_PATH}/${encodeURIComponent(affiliate)}/code`,
          { affiliate_code: code },
          { schema: ZAffiliateResponse },
        ),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}
