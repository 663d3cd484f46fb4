import {
  mappsLoginEndpoint,
  mappsRedirectCheckEndpoint,
  type TMappsLoginRequest,
} from '@seller-tools/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../../../lib/http';
import { publicFormKeys } from './keys';

// Both paths contain api/auth/login, so the client adds no login fields and a 401 (a wrong password) does
// not sign the visitor out of their own Seller Tools session.

export type TRedirectCheckResult = { ok: true; origin: string } | { ok: false; message: string };

/** Whether the server lets this callback receive a session. */
export async function checkMappsRedirect(
  redirect: string,
  signal?: AbortSignal,
): Promise<TRedirectCheckResult> {
  const result = await call(
    mappsRedirectCheckEndpoint,
    { query: { redirect } },
    // The page shows its own "checking" state in place of the form.
    { signal, silent: true },
  );
  if (isErrorEnvelope(result)) return { ok: false, message: result.message };
  return { ok: true, origin: result.data.origin };
}

export function useMappsRedirectCheck(redirect: string) {
  return useQuery({
    queryKey: publicFormKeys.mappsRedirect(redirect),
    queryFn: ({ signal }) => checkMappsRedirect(redirect, signal),
    enabled: redirect !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type TMappsLoginResult = { ok: true; redirectUrl: string } | { ok: false; message: string };

export async function signInForMapps(body: TMappsLoginRequest): Promise<TMappsLoginResult> {
  const result = await call(mappsLoginEndpoint, { body });
  if (isErrorEnvelope(result)) return { ok: false, message: result.message };
  return { ok: true, redirectUrl: result.data.redirect_url };
}

export function useMappsSignIn() {
  return useMutation({ mutationFn: signInForMapps });
}
