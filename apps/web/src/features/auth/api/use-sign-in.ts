import { useMutation } from '@tanstack/react-query';
import { signIn } from '../../../lib/session';

/** POST /api/auth/login through lib/session, which also stores the session. */
export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
