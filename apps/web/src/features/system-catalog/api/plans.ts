import {
  type TSystemPlanRequest,
  ZCatalogDoneResponse,
  ZSystemCompanyListResponse,
  ZSystemPlanListResponse,
  ZSystemPlanResponse,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

export const SYSTEM_PLANS_PATH = '/api/system/plans';
export const SYSTEM_COMPANIES_PATH = '/api/system/companies';
export const planKeys = { all: ['system', 'plans'] as const, companies: ['system', 'companies'] as const };

/** GET /api/system/plans */
export function useSystemPlans(query: { page: number; search?: string }) {
  return useQuery({
    queryKey: [...planKeys.all, query],
    queryFn: async ({ signal }) =>
      unwrap(await http.get(SYSTEM_PLANS_PATH, { query, signal, schema: ZSystemPlanListResponse })).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** GET /api/system/companies — companies with their assigned plans. */
export function useSystemCompanies(
  query: { page: number; page_size?: number; search?: string; plan_id?: string },
  enabled = true,
) {
  return useQuery({
    queryKey: [...planKeys.companies, query],
    queryFn: async ({ signal }) =>
      unwrap(await http.get(SYSTEM_COMPANIES_PATH, { query, signal, schema: ZSystemCompanyListResponse }))
        .data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
    enabled,
  });
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: planKeys.all });
    await queryClient.invalidateQueries({ queryKey: planKeys.companies });
  };
}

/** POST /api/system/plans, or PUT /api/system/plans/:planId. */
export function useSavePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: async ({ planId, body }: { planId: string | null; body: TSystemPlanRequest }) =>
      unwrap(
        planId === null
          ? await http.post(SYSTEM_PLANS_PATH, body, { schema: ZSystemPlanResponse })
          : await http.put(`${SYSTEM_PLANS_PATH}/${planId}`, body, { schema: ZSystemPlanResponse }),
      ).data,
    onSuccess: refresh,
  });
}

/** PUT (assign) or DELETE (unassign) /api/system/plans/:planId/companies/:companyId */
export function useAssignPlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: async ({
      planId,
      companyId,
      assign,
    }: {
      planId: string;
      companyId: string;
      assign: boolean;
    }) => {
      const path = `${SYSTEM_PLANS_PATH}/${planId}/companies/${companyId}`;
      return unwrap(
        assign
          ? await http.put(path, undefined, { schema: ZCatalogDoneResponse })
          : await http.delete(path, undefined, { schema: ZCatalogDoneResponse }),
      ).data;
    },
    onSuccess: refresh,
  });
}
