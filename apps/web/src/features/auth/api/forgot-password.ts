import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordEndpoint,
  ZForgotPasswordRequest,
} from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../../../lib/http';

export type TForgotPasswordResult = { ok: true; answer: string } | { ok: false; message: string };

/** Asks for a temporary password; the answer is the same for every email, so nobody learns who has an account. */
export async function requestTemporaryPassword(email: string): Promise<TForgotPasswordResult> {
  const result = await call(forgotPasswordEndpoint, { body: ZForgotPasswordRequest.parse({ email }) });
  if (isErrorEnvelope(result)) return { ok: false, message: result.message };
  return { ok: true, answer: result.message || FORGOT_PASSWORD_ANSWER };
}

export function useForgotPassword() {
  return useMutation({ mutationFn: requestTemporaryPassword });
}
