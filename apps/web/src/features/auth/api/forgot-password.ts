import { FORGOT_PASSWORD_ANSWER, ZForgotPasswordRequest } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { http, isErrorEnvelope } from '../../../lib/http';

export const FORGOT_PASSWORD_PATH = '/api/auth/login/forgotpassword';

export type TForgotPasswordResult = { ok: true; answer: string } | { ok: false; message: string };

/** Asks for a temporary password; the answer is the same for every email, so nobody learns who has an account. */
export async function requestTemporaryPassword(email: string): Promise<TForgotPasswordResult> {
  const result = await http.post(FORGOT_PASSWORD_PATH, ZForgotPasswordRequest.parse({ email }));
  if (isErrorEnvelope(result)) return { ok: false, message: result.message };
  const message = (result as { message?: unknown } | undefined)?.message;
  return { ok: true, answer: typeof message === 'string' && message ? message : FORGOT_PASSWORD_ANSWER };
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestTemporaryPassword });
}
