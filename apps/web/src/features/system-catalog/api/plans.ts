import {
  assignSystemPlanEndpoint,
  createSystemPlanEndpoint,
  listSystemCompaniesEndpoint,
  listSystemPlansEndpoint,
  type TSystemPlanRequest,
  unassignSystemPlanEndpoint,
  updateSystemPlanEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../lib/endpoint-query/call-data';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { systemCatalogKeys } from './keys';

/** GET /api/system/plans */
export function useSystemPlans(query: { page: number; search?: string }) {
  return usePagedQuery(systemCatalogKeys.planList(query), async (signal) =>
    callData(listSystemPlansEndpoint, { query }, { signal }),
  );
}

/** GET /api/system/companies — companies with their assigned plans. */
export function useSystemCompanies(
  query: { page: number; page_size?: number; search?: string; plan_id?: string },
  enabled = true,
) {
  return usePagedQuery(
    systemCatalogKeys.companyList(query),
    async (signal) => callData(listSystemCompaniesEndpoint, { query }, { signal }),
    enabled,
  );
}

function useRefreshPlans() {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: systemCatalogKeys.plans });
    await queryClient.invalidateQueries({ queryKey: systemCatalogKeys.companies });
  };
}

/** POST /api/system/plans, or PUT /api/system/plans/:planId. */
export function useSavePlan() {
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: async ({ planId, body }: { planId: string | null; body: TSystemPlanRequest }) =>
      unwrap(
        planId === null
          ? await call(createSystemPlanEndpoint, { body })
          : await call(updateSystemPlanEndpoint, { params: { planId }, body }),
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
      const params = { planId, companyId };
      return unwrap(
        assign
          ? await call(assignSystemPlanEndpoint, { params })
          : await call(unassignSystemPlanEndpoint, { params }),
      ).data;
    },
    onSuccess: refresh,
  });
}
