import { listCasesEndpoint, type TCaseState } from '@seller-tools/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { caseKeys } from '../../../components/cases/case-api';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';

/** GET /api/reimburse/cases: the store's cases in these states, nearest deadline first, a page at a time. */
export function useStoreCases(channelId: string | null, states: readonly TCaseState[]) {
  return useInfiniteQuery({
    queryKey: [...caseKeys.lists(), channelId ?? '', states] as const,
    queryFn: async ({ pageParam, signal }) =>
      unwrap(
        await call(
          listCasesEndpoint,
          {
            query: {
              channel_id: channelId ?? '',
              state: states.join(','),
              ...(pageParam ? { cursor: pageParam } : {}),
            },
          },
          { signal, silent: true },
        ),
      ).data,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    enabled: channelId !== null,
    retry: retryNetworkOnce,
  });
}
