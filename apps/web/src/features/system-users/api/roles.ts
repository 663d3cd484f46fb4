import {
  changeSystemUserRoleEndpoint,
  systemRolesEndpoint,
  type TSystemRoleChangeRequest,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { systemUserKeys } from './keys';

/** GET /api/system/roles: each role of §6 with its number of holders. */
export const useRoleSummary = () => useEndpointQuery(systemUserKeys.roles(), systemRolesEndpoint);

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
