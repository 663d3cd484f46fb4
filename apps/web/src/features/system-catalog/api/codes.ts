import {
  type TSystemCodeRequest,
  ZSystemCodeListResponse,
  ZSystemCodeResponse,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

export const SYSTEM_CODES_PATH = '/api/system/codes';
export const codeKeys = { all: ['system', 'codes'] as const };

/** GET /api/system/codes — one page of code list rows (super-admin). */
export function useSystemCodes(query: { page: number; page_size?: number; class?: string; search?: string }) {
  return useQuery({
    queryKey: [...codeKeys.all, query],
    queryFn: async ({ signal }) =>
      unwrap(await http.get(SYSTEM_CODES_PATH, { query, signal, schema: ZSystemCodeListResponse })).data,
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** POST /api/system/codes, or PUT /api/system/codes/:id with an id. */
export function useSaveCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: TSystemCodeRequest }) =>
      unwrap(
        id === null
          ? await http.post(SYSTEM_CODES_PATH, body, { schema: ZSystemCodeResponse })
          : await http.put(`${SYSTEM_CODES_PATH}/${id}`, body, { schema: ZSystemCodeResponse }),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codeKeys.all }),
  });
}

/** PUT /api/system/codes/:id/active — deactivate or reactivate. */
export function useSetCodeActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, isActive }: { id: number; isActive: boolean }) =>
      unwrap(
        await http.put(
          `${SYSTEM_CODES_PATH}/${id}/active`,
          { is_active: isActive },
          { schema: ZSystemCodeResponse },
        ),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: codeKeys.all }),
  });
}
