import {
  changePasswordLaterEndpoint,
  type TServerUserInfo,
  ZChangePasswordLaterRequest,
} from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../../../lib/http';

export type TChangePasswordLaterResult = { ok: true; userInfo: TServerUserInfo } | { ok: false };

/** PUT /api/auth/login/password/later: keeps the temporary password for now. */
export async function changePasswordLater(email: string): Promise<TChangePasswordLaterResult> {
  const result = await call(changePasswordLaterEndpoint, {
    body: ZChangePasswordLaterRequest.parse({ email }),
  });
  // The screen shows one fixed text for any refusal (spec §8), so the server message is not needed.
  if (isErrorEnvelope(result)) return { ok: false };
  return { ok: true, userInfo: result.userInfo };
}

export function useChangePasswordLater() {
  return useMutation({ mutationFn: changePasswordLater });
}
