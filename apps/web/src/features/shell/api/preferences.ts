import {
  type TMarketingPreferences,
  type TServerUserInfo,
  ZUpdateUserResponse,
} from '@seller-tools/contract';
import { http, isErrorEnvelope } from '../../../lib/http';

export const USER_PATH = '/api/user';

export type TSavePreferencesResult = { ok: true; user: TServerUserInfo } | { ok: false; message: string };

/** PUT /api/user with the three email preferences (spec §7: user_email and is_subscribed_marketing_list). */
export async function savePreferences(
  email: string,
  preferences: TMarketingPreferences,
): Promise<TSavePreferencesResult> {
  const result = await http.put(
    USER_PATH,
    { user_email: email, is_subscribed_marketing_list: preferences },
    { schema: ZUpdateUserResponse },
  );
  if (isErrorEnvelope(result)) return { ok: false, message: result.message };
  return { ok: true, user: result.data };
}
