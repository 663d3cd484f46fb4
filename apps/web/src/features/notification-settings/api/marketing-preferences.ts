import {
  getUserEndpoint,
  type TMarketingPreferences,
  type TServerUserInfo,
  updateUserEndpoint,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';
import { notificationKeys } from './keys';

/** GET /api/user: the signed-in user, for their three marketing preferences. */
export async function fetchUser(signal?: AbortSignal): Promise<TServerUserInfo> {
  return unwrap(await call(getUserEndpoint, {}, { signal, silent: true })).data;
}

export function useUser() {
  return useQuery({
    queryKey: notificationKeys.me,
    queryFn: ({ signal }) => fetchUser(signal),
    retry: retryNetworkOnce,
  });
}

/** PUT /api/user with the three preferences, as the shell's notification preference modal sends them. */
export async function saveMarketingPreferences(
  email: string,
  preferences: TMarketingPreferences,
): Promise<TServerUserInfo> {
  const result = await call(updateUserEndpoint, {
    body: { user_email: email, is_subscribed_marketing_list: preferences },
  });
  return unwrap(result).data;
}
