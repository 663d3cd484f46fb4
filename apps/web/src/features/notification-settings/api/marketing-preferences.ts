import { type TMarketingPreferences, type TServerUserInfo, updateUserEndpoint } from '@seller-tools/contract';
import { call, unwrap } from '../../../lib/http';

export { serverUserKey as userKey, useUser } from '../../../lib/server-user';

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
