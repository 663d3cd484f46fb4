import { DEFAULT_MODULE, type ZResendCodeRequest, ZResendCodeResponse } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type TResendCodeRequest = z.input<typeof ZResendCodeRequest>;

/** PUT /api/email/review/codeverify: mails a fresh code, voiding the previous one. */
export function putResendCode(body: TResendCodeRequest) {
  return http.put(
    '/api/email/review/codeverify',
    { module_type: DEFAULT_MODULE, ...body },
    { schema: ZResendCodeResponse },
  );
}

export function useResendCode() {
  return useMutation({ mutationFn: putResendCode });
}
