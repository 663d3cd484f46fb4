import {
  SYSTEM_ROLES_PATH,
  systemUserRolesPath,
  type TSystemRoleChangeRequest,
  ZSystemRoleChangeResponse,
  ZSystemRolesResponse,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';
import { systemUserKeys } from './keys';

/** GET /api/system/roles: each role of §6 with its number of holders. */
export async function fetchRoleSummary(signal?: AbortSignal) {
  return unwrap(await http.get(SYSTEM_ROLES_PATH, { signal, silent: true, schema: ZSystemRolesResponse }))
    .data;
}

export function useRoleSummary() {
  return useQuery({
    queryKey: systemUserKeys.roles,
    queryFn: ({ signal }) => fetchRoleSummary(signal),
    retry: retryNetworkOnce,
  });
}

/** PUT /api/system/users/{id}/roles: grant or revoke one role. */
export async function changeRole(userId: string, body: TSystemRoleChangeRequest) {
  return unwrap(await http.put(systemUserRolesPath(userId), body, { schema: ZSystemRoleChangeResponse }));
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: TSystemRoleChangeRequest }) =>
      changeRole(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
