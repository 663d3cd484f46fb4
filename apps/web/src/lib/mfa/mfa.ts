import {
  confirmMfaEnrolmentEndpoint,
  disableMfaEndpoint,
  mfaStatusEndpoint,
  startMfaEnrolmentEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEndpointQuery } from '../endpoint-query';
import { call, unwrap } from '../http';

// The signed-in user's two-step verification (issue 17), read by the system pages' gate and by
// Settings → Accounts: the query key and the calls live here once.

export const mfaStatusKey = ['user', 'mfa'] as const;

/** GET /api/auth/mfa. */
export function useMfaStatus() {
  return useEndpointQuery(mfaStatusKey, mfaStatusEndpoint);
}

/** POST /api/auth/mfa/enrolment: a new secret and its otpauth:// URI. */
export function useStartMfaEnrolment() {
  return useMutation({
    mutationFn: async () => unwrap(await call(startMfaEnrolmentEndpoint, {}, { silent: true })).data,
  });
}

/** POST /api/auth/mfa/enrolment/confirm: a first code turns it on; answers the recovery codes. */
export function useConfirmMfaEnrolment() {
  return useMutation({
    mutationFn: async (code: string) =>
      unwrap(await call(confirmMfaEnrolmentEndpoint, { body: { code } }, { silent: true })).data,
  });
}

/** POST /api/auth/mfa/disable (not for staff). */
export function useDisableMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      unwrap(await call(disableMfaEndpoint, { body: { code } }, { silent: true })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mfaStatusKey }),
  });
}

/** Refreshes the status once an enrolment has been confirmed (after the recovery codes were read). */
export function useRefreshMfaStatus() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: mfaStatusKey });
}
