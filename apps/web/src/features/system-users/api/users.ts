import {
  listSystemUsersEndpoint,
  setSystemUserDeletedEndpoint,
  type TSystemUserDeleteAction,
  type TSystemUserListQuery,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, unwrap } from '../../../lib/http';
import { usePagedQuery } from '../../../lib/paged-query';
import { systemUserKeys } from './keys';

/** GET /api/system/users: one page of users across companies. */
export async function fetchSystemUsers(query: TSystemUserListQuery, signal?: AbortSignal) {
  const result = await call(listSystemUsersEndpoint, { query }, { signal, silent: true });
  return unwrap(result).data;
}

export function useSystemUsers(query: TSystemUserListQuery, options: { enabled?: boolean } = {}) {
  return usePagedQuery(
    systemUserKeys.list(query),
    (signal) => fetchSystemUsers(query, signal),
    options.enabled ?? true,
  );
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
