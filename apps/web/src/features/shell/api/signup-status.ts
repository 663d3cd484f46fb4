import {
  SIGNUP_STATUS_POLL_MS,
  SIGNUP_STEP_DONE,
  signupStatusEndpoint,
  type TChannelSignupStep,
  type TModule,
} from '@seller-tools/contract';
import { useQuery } from '@tanstack/react-query';
import { STORES_QUERY_ROOT } from '../../../lib/current-store';
import { call, isErrorEnvelope } from '../../../lib/http';

export const SIGNUP_STATUS_KEY = [...STORES_QUERY_ROOT, 'signup-status'] as const;

/** GET /api/market/amazon/signup/status. An error answer throws: the poll then stops (spec §4, §8). */
export async function fetchSignupStep(
  sellerId: string | undefined,
  module: TModule,
  signal?: AbortSignal,
): Promise<TChannelSignupStep> {
  const result = await call(
    signupStatusEndpoint,
    { query: { sellerId, moduleType: module } },
    { signal, silent: true },
  );
  if (isErrorEnvelope(result)) throw new Error(result.message);
  return result.data.signup_step;
}

/**
 * The signup step of the current seller, polled every SIGNUP_STATUS_POLL_MS until it is done. An error
 * (answer or network) stops the polling silently: no retry, no message.
 */
export function useSignupStep(sellerId: string | undefined, module: TModule) {
  return useQuery({
    queryKey: [...SIGNUP_STATUS_KEY, sellerId ?? '', module],
    queryFn: ({ signal }) => fetchSignupStep(sellerId, module, signal),
    retry: false,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.status === 'error' || query.state.data === SIGNUP_STEP_DONE ? false : SIGNUP_STATUS_POLL_MS,
    refetchIntervalInBackground: true,
  });
}
