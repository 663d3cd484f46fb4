import {
  findUsersEndpoint,
  getUserEndpoint,
  POST_LOGIN_ROUTE,
  startAuditEndpoint,
  stopAuditEndpoint,
  type TStartAuditBody,
  userChannelsEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { call, unwrap } from '../../../lib/http';
import { rememberServerUser } from '../../../lib/session';

export const staffAuditKeys = {
  all: ['staff-audit'] as const,
  users: (userName: string) => [...staffAuditKeys.all, 'users', userName] as const,
  stores: (userId: string) => [...staffAuditKeys.all, 'stores', userId] as const,
};

/** GET /api/user/find: users whose name or email holds the text (staff only); off while it is empty. */
export function useFoundUsers(userName: string) {
  const text = userName.trim();
  return useEndpointQuery(
    staffAuditKeys.users(text),
    findUsersEndpoint,
    { query: { userName: text } },
    { enabled: text.length > 0 },
  );
}

/** GET /api/user/channel: the user's stores (staff only). */
export function useUserStores(userId: string | null) {
  return useEndpointQuery(
    staffAuditKeys.stores(userId ?? ''),
    userChannelsEndpoint,
    { query: { userId: userId ?? '' } },
    { enabled: userId !== null },
  );
}

/**
 * Starting or leaving audit mode changes who the session looks at: the user info is read again, every
 * query dropped (stores, the line's data), and the browser goes to /dashboard, the line's first page.
 */
function useAuditSwitch<TInput>(request: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: TInput) => {
      await request(input);
      rememberServerUser(unwrap(await call(getUserEndpoint, {}, { silent: true })).data);
    },
    onSuccess: async () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== staffAuditKeys.all[0] });
      await navigate(POST_LOGIN_ROUTE);
    },
  });
}

/** POST /api/user/audit: opens the company's reimbursement line read-only. */
export function useStartAudit() {
  return useAuditSwitch(async (body: TStartAuditBody) => unwrap(await call(startAuditEndpoint, { body })));
}

/** DELETE /api/user/audit: back to the staff member's own account. */
export function useStopAudit() {
  return useAuditSwitch(async (_: undefined) => unwrap(await call(stopAuditEndpoint, {})));
}
