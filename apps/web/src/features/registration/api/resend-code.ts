import { DEFAULT_MODULE, resendCodeEndpoints, type ZResendCodeRequest } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/http';

export type TResendCodeRequest = z.input<typeof ZResendCodeRequest>;

/** PUT /api/email/review/codeverify: mails a fresh code, voiding the previous one. */
export function putResendCode(body: TResendCodeRequest) {
  return call(resendCodeEndpoints.review, { body: { module_type: DEFAULT_MODULE, ...body } });
}

export function useResendCode() {
  return useMutation({ mutationFn: putResendCode });
}
