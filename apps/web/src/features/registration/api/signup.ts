import { signupEndpoint, type TSignupRequest } from '@seller-tools/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** POST /api/signup: creates the company and the unverified user, and mails a code. */
export function postSignup(body: TSignupRequest) {
  return call(signupEndpoint, { body });
}

export function useSignup() {
  return useMutation({ mutationFn: postSignup });
}
