import {
  SYSTEM_USERS_PATH,
  systemUserDeletePath,
  type TSystemUserDeleteAction,
  type TSystemUserListQuery,
  ZSystemUserDeleteResponse,
  ZSystemUserListResponse,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';
import { systemUserKeys } from './keys';

/** GET /api/system/users: one page of users across companies. */
export async function fetchSystemUsers(query: TSystemUserListQuery, signal?: AbortSignal) {
  const result = await http.get(SYSTEM_USERS_PATH, {
    query,
    signal,
    silent: true,
    schema: ZSystemUserListResponse,
  });
  return unwrap(result).data;
}

export function useSystemUsers(query: TSystemUserListQuery, options: { enabled?: boolean } = {}) {
  return useQuery({
    enabled: options.enabled ?? true,
    queryKey: systemUserKeys.list(query),
    queryFn: ({ signal }) => fetchSystemUsers(query, signal),
    // The page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: retryNetworkOnce,
  });
}

/** PUT /api/user/delete/{id}: delete (signing them out everywhere) or restore a user. */
export async function setUserDeleted(userId: string, action: TSystemUserDeleteAction) {
  return unwrap(
    await http.put(systemUserDeletePath(userId), { action }, { schema: ZSystemUserDeleteResponse }),
  );
}

export function useSetUserDeleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: TSystemUserDeleteAction }) =>
      setUserDeleted(userId, action),
    // Lists, role counts and the audit trail all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
