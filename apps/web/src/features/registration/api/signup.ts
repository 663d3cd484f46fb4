import { type TSignupRequest, ZSignupResponse } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/signup: creates the company and the unverified user, and mails a code. */
export function postSignup(body: TSignupRequest) {
  return http.post('/api/signup', body, { schema: ZSignupResponse });
}

export function useSignup() {
  return useMutation({ mutationFn: postSignup });
}
