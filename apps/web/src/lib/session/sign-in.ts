import {
  isMfaRequired,
  signInEndpoint,
  signInMfaEndpoint,
  type TLoginRequest,
  type TLoginResponse,
} from '@seller-tools/contract';
import { call, isErrorEnvelope } from '../http';
import { saveSession } from '../storage';
import { notifySessionChange } from './session-events';
import { userInfoFromServer } from './user-info-from-server';

export type TSignInResult =
  | { ok: true; needsPasswordChange: boolean }
  | { ok: false; message: string }
  /** The password was right; a code from the authenticator app completes the sign-in (signInWithCode). */
  | { ok: 'mfa'; mfaToken: string; isRememberMe: boolean };

/** Stores the session where remember-me says (spec §4) and tells whether a password change comes first. */
function keepSession(response: TLoginResponse, isRememberMe: boolean): TSignInResult {
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

/**
 * POST /api/auth/login and, on success, stores the session where remember-me says (spec §4). A user with
 * a second factor gets `{ ok: 'mfa' }` instead. An error envelope comes back as `{ ok: false }`; a network
 * error rethrows.
 */
export async function signIn(request: TLoginRequest): Promise<TSignInResult> {
  const isRememberMe = request.remember_me ?? false;
  const body: TLoginRequest = { ...request, remember_me: isRememberMe };
  const response = await call(signInEndpoint, { body }, { silent: true });
  if (isErrorEnvelope(response)) return { ok: false, message: response.message };
  if (isMfaRequired(response)) return { ok: 'mfa', mfaToken: response.mfaToken, isRememberMe };
  return keepSession(response, isRememberMe);
}

/** POST /api/auth/login/mfa: the second step with a code (or a recovery code); stores the session. */
export async function signInWithCode(input: {
  mfaToken: string;
  code: string;
  isRememberMe: boolean;
}): Promise<TSignInResult> {
  const response = await call(
    signInMfaEndpoint,
    { body: { mfaToken: input.mfaToken, code: input.code } },
    { silent: true },
  );
  if (isErrorEnvelope(response)) return { ok: false, message: response.message };
  return keepSession(response, input.isRememberMe);
}
