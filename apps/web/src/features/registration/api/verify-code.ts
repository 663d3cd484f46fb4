import { DEFAULT_MODULE, type ZVerifyCodeRequest, ZVerifyCodeResponse } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { http } from '../../../lib/http';

export type TVerifyCodeRequest = z.input<typeof ZVerifyCodeRequest>;

/** POST /api/email/codeverify: answers the signup token that lets the next step connect a store. */
export function postVerifyCode(body: TVerifyCodeRequest) {
  return http.post(
    '/api/email/codeverify',
    { module_type: DEFAULT_MODULE, ...body },
    { schema: ZVerifyCodeResponse },
  );
}

export function useVerifyCode() {
  return useMutation({ mutationFn: postVerifyCode });
}
