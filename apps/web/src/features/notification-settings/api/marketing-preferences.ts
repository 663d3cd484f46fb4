import {
  type TMarketingPreferences,
  type TServerUserInfo,
  ZGetUserResponse,
  ZUpdateUserResponse,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { http, retryNetworkOnce, unwrap } from '../../../lib/http';

export const USER_PATH = '/api/user';
export const userKey = ['user', 'me'] as const;

/** GET /api/user: the signed-in user, for their three marketing preferences. */
export async function fetchUser(signal?: AbortSignal): Promise<TServerUserInfo> {
  return unwrap(await http.get(USER_PATH, { signal, silent: true, schema: ZGetUserResponse })).data;
}

export function useUser() {
  return useQuery({ queryKey: userKey, queryFn: ({ signal }) => fetchUser(signal), retry: retryNetworkOnce });
}

/** PUT /api/user with the three preferences, as the shell's notification preference modal sends them. */
export async function saveMarketingPreferences(
  email: string,
  preferences: TMarketingPreferences,
): Promise<TServerUserInfo> {
  const result = await http.put(
    USER_PATH,
    { user_email: email, is_subscribed_marketing_list: preferences },
    { schema: ZUpdateUserResponse },
  );
  return unwrap(result).data;
}
