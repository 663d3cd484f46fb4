import {
  listSystemUsersEndpoint,
  setSystemUserDeletedEndpoint,
  type TSystemUserDeleteAction,
  type TSystemUserListQuery,
} from '@seller-tools/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { systemUserKeys } from './keys';

/** GET /api/system/users: one page of users across companies. */
export async function fetchSystemUsers(query: TSystemUserListQuery, signal?: AbortSignal) {
  const result = await call(listSystemUsersEndpoint, { query }, { signal, silent: true });
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
export async function setUserDeleted(userId: string, action: TSystemUserDeleteAction, mfaCode?: string) {
  const body = mfaCode ? { action, mfa_code: mfaCode } : { action };
  return unwrap(await call(setSystemUserDeletedEndpoint, { params: { id: userId }, body }));
}

export function useSetUserDeleted() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      userId,
      action,
      mfaCode,
    }: {
      userId: string;
      action: TSystemUserDeleteAction;
      mfaCode?: string;
    }) => setUserDeleted(userId, action, mfaCode),
    // Lists, role counts and the audit trail all change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: systemUserKeys.all }),
  });
}
