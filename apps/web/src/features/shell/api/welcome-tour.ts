import {
  getUserConfigEndpoint,
  saveUserConfigEndpoint,
  WELCOME_TOUR_CONFIG_NAME,
} from '@seller-tools/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { call, isErrorEnvelope } from '../../../lib/http';
import { shellKeys } from './keys';

const TOUR_KEY = shellKeys.userConfig(WELCOME_TOUR_CONFIG_NAME);

/** GET /api/user/config?name=welcome_tour: whether this user has seen the first-time tour (any device). */
export async function fetchTourSeen(signal?: AbortSignal): Promise<boolean> {
  const result = await call(
    getUserConfigEndpoint,
    { query: { name: WELCOME_TOUR_CONFIG_NAME } },
    { signal, silent: true },
  );
  // An unreadable answer counts as not seen: showing the tour once more beats never showing it.
  return !isErrorEnvelope(result) && result.data !== null && result.data.data !== null;
}

/** Whether the tour was seen (undefined while loading), and a way to record it as seen. */
export function useWelcomeTour() {
  const queryClient = useQueryClient();
  const seen = useQuery({
    queryKey: TOUR_KEY,
    queryFn: ({ signal }) => fetchTourSeen(signal),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const markSeen = () => {
    if (seen.data === true) return;
    queryClient.setQueryData(TOUR_KEY, true);
    void call(
      saveUserConfigEndpoint,
      { body: { name: WELCOME_TOUR_CONFIG_NAME, data: { seen_at: new Date().toISOString() } } },
      { silent: true },
    ).catch(() => undefined);
  };
  return { seen: seen.isError ? false : seen.data, markSeen };
}
