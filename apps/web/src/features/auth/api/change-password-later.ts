import {
  type TServerUserInfo,
  ZChangePasswordLaterRequest,
  ZChangePasswordLaterResponse,
} from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { http, isErrorEnvelope } from '../../../lib/http';

export const CHANGE_PASSWORD_LATER_PATH = '/api/auth/login/password/later';

export type TChangePasswordLaterResult = { ok: true; userInfo: TServerUserInfo } | { ok: false };

/** PUT /api/auth/login/password/later: keeps the temporary password for now. */
export async function changePasswordLater(email: string): Promise<TChangePasswordLaterResult> {
  const result = await http.put(CHANGE_PASSWORD_LATER_PATH, ZChangePasswordLaterRequest.parse({ email }));
  // The screen shows one fixed text for any refusal (spec §8), so the server message is not needed.
  if (isErrorEnvelope(result)) return { ok: false };
  return { ok: true, userInfo: ZChangePasswordLaterResponse.parse(result).userInfo };
}

export function useChangePasswordLater() {
  return useMutation({ mutationFn: changePasswordLater });
}
