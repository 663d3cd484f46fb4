import {
  createSystemCodeEndpoint,
  listSystemCodesEndpoint,
  setSystemCodeActiveEndpoint,
  type TSystemCodeRequest,
  updateSystemCodeEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callData } from '../../../lib/endpoint-query/call-data';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { systemCatalogKeys } from './keys';

/** GET /api/system/codes — one page of code list rows (super-admin). */
export function useSystemCodes(query: { page: number; page_size?: number; class?: string; search?: string }) {
  return usePagedQuery(systemCatalogKeys.codeList(query), async (signal) =>
    callData(listSystemCodesEndpoint, { query }, { signal }),
  );
}

/** POST /api/system/codes, or PUT /api/system/codes/:id with an id. */
export function useSaveCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TSystemCodeRequest }) =>
      unwrap(
        id === null
          ? await call(createSystemCodeEndpoint, { body })
          : await call(updateSystemCodeEndpoint, { params: { id }, body }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemCatalogKeys.codes }),
  });
}

/** PUT /api/system/codes/:id/active — deactivate or reactivate. */
export function useSetCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: number; isActive: boolean }) =>
      callData(setSystemCodeActiveEndpoint, { params: { id }, body: { is_active: isActive } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemCatalogKeys.codes }),
  });
}
