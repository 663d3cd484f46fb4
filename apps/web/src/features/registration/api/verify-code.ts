import { DEFAULT_MODULE, verifyCodeEndpoint, type ZVerifyCodeRequest } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/http';

export type TVerifyCodeRequest = z.input<typeof ZVerifyCodeRequest>;

/** POST /api/email/codeverify: answers the signup token that lets the next step connect a store. */
export function postVerifyCode(body: TVerifyCodeRequest) {
  return call(verifyCodeEndpoint, { body: { module_type: DEFAULT_MODULE, ...body } });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: postVerifyCode });
}
