import {
  changeSystemUserRoleEndpoint,
  systemRolesEndpoint,
  type TSystemRoleChangeRequest,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { systemUserKeys } from './keys';

/** GET /api/system/roles: each role of §6 with its number of holders. */
export async function fetchRoleSummary(signal?: AbortSignal) {
  return unwrap(await call(systemRolesEndpoint, {}, { signal, silent: true })).data;
}

export function useRoleSummary() {
  return useQuery({
    queryKey: systemUserKeys.roles(),
    queryFn: ({ signal }) => fetchRoleSummary(signal),
    retry: retryNetworkOnce,
  });
}

/** PUT /api/system/users/{id}/roles: grant or revoke one role. */
export async function changeRole(userId: string, body: TSystemRoleChangeRequest) {
  return unwrap(await call(changeSystemUserRoleEndpoint, { params: { id: userId }, body }));
}

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, body }: { userId: string; body: TSystemRoleChangeRequest }) =>
      changeRole(userId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
