import { changePasswordEndpoint, type TServerUserInfo, ZChangePasswordRequest } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../../../lib/http';

// Server messages start with a 4-character code ("E01 ") that is for logs, not for people (spec §8).
const ERROR_CODE_LENGTH = 4;

export function withoutErrorCode(message: string): string {
  return message.slice(ERROR_CODE_LENGTH);
}

export type TChangePasswordInput = { email: string; currentPassword: string; newPassword: string };
export type TChangePasswordResult = { ok: true; userInfo: TServerUserInfo } | { ok: false; message: string };

/** PUT /api/auth/login/password. An error envelope comes back as a value; a network error throws. */
export async function changePassword(input: TChangePasswordInput): Promise<TChangePasswordResult> {
  const body = ZChangePasswordRequest.parse({
    email: input.email,
    current_password: input.currentPassword,
    new_password: input.newPassword,
  });
  const result = await call(changePasswordEndpoint, { body });
  if (isErrorEnvelope(result)) return { ok: false, message: withoutErrorCode(result.message) };
  return { ok: true, userInfo: result.userInfo };
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
