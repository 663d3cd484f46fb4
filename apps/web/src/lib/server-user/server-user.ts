import { getUserEndpoint, type TServerUserInfo } from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../http';

// The signed-in user as the server has them (GET /api/user), read by more than one settings page: the
// query key and the call live here once, so a page that saves the user refreshes what the others show.

/** The query key of the signed-in user's server record. */
export const serverUserKey = ['user', 'me'] as const;

/** GET /api/user: the signed-in user's own info. An error answer throws (ApiError). */
async function fetchUser(signal?: AbortSignal): Promise<TServerUserInfo> {
  return unwrap(await call(getUserEndpoint, {}, { signal, silent: true })).data;
}

export function useUser() {
  return useQuery({
    queryKey: serverUserKey,
    queryFn: ({ signal }) => fetchUser(signal),
    retry: retryNetworkOnce,
  });
}
