import { getUserEndpoint, type TServerUserInfo } from '@seller-tools/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEndpointQuery } from '../endpoint-query';

// The signed-in user as the server has them (GET /api/user), read by more than one settings page: the
// query key and the call live here once, so a page that saves the user refreshes what the others show.

/** The query key of the signed-in user's server record. */
export const serverUserKey = ['user', 'me'] as const;

/** GET /api/user: the signed-in user's own info. An error answer fails the query (ApiError). */
export function useUser(): UseQueryResult<TServerUserInfo> {
  return useEndpointQuery(serverUserKey, getUserEndpoint);
}
