import { type TMarketingPreferences, type TServerUserInfo, updateUserEndpoint } from '@seller-tools/contract';
import { call, isErrorEnvelope } from '../../../lib/http';

export type TSavePreferencesResult = { ok: true; user: TServerUserInfo } | { ok: false; message: string };

/** PUT /api/user with the three email preferences (spec §7: user_email and is_subscribed_marketing_list). */
export async function savePreferences(
  email: string,
  preferences: TMarketingPreferences,
): Promise<TSavePreferencesResult> {
  const result = await call(updateUserEndpoint, {
    body: { user_email: email, is_subscribed_marketing_list: preferences },
  });
  if (isErrorEnvelope(result)) return { ok: false, message: result.message };
  return { ok: true, user: result.data };
}
