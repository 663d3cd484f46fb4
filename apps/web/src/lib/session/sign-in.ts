import { signInEndpoint, type TLoginRequest } from '@seller-tools/contract';
import { call, isErrorEnvelope } from '../http';
import { saveSession } from '../storage';
import { notifySessionChange } from './session-events';
import { userInfoFromServer } from './user-info-from-server';

export type TSignInResult = { ok: true; needsPasswordChange: boolean } | { ok: false; message: string };

/**
 * POST /api/auth/login and, on success, stores the session where remember-me says (spec §4).
 * An error envelope comes back as `{ ok: false }`; a network error rethrows.
 */
export async function signIn(request: TLoginRequest): Promise<TSignInResult> {
  const isRememberMe = request.remember_me ?? false;
  const body: TLoginRequest = { ...request, remember_me: isRememberMe };
  const response = await call(signInEndpoint, { body }, { silent: true });
  if (isErrorEnvelope(response)) return { ok: false, message: response.message };

  saveSession({
    accessToken: response.accessToken,
    expiredDate: response.expiredDate,
    userInfo: userInfoFromServer(response.userInfo),
    isRememberMe,
  });
  notifySessionChange();
  return {
    ok: true,
    needsPasswordChange: response.isNeedPasswordChange || response.userInfo.is_need_password_change,
  };
}
