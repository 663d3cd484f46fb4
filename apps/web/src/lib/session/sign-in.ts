import { type TLoginRequest, ZLoginResponse } from '@seller-tools/contract';
import { http, isErrorEnvelope } from '../http';
import { saveSession } from '../storage';
import { notifySessionChange } from './session-events';
import { userInfoFromServer } from './user-info-from-server';

export const LOGIN_PATH = '/api/auth/login';

export type TSignInResult = { ok: true; needsPasswordChange: boolean } | { ok: false; message: string };

/**
 * POST /api/auth/login and, on success, stores the session where remember-me says (spec §4).
 * An error envelope comes back as `{ ok: false }`; a network error rethrows.
 */
export async function signIn(request: TLoginRequest): Promise<TSignInResult> {
  const isRememberMe = request.remember_me ?? false;
  const body: TLoginRequest = { ...request, remember_me: isRememberMe };
  const result = await http.post(LOGIN_PATH, body, { silent: true });
  if (isErrorEnvelope(result)) return { ok: false, message: result.message };

  const response = ZLoginResponse.parse(result);
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
