import { readViolationBellEndpoint, violationBellEndpoint } from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';

// The shell's bell (issue 22): the caller's violation notices and their unread count, refreshed every
// minute; the Violation page invalidates the same key after an acknowledge or resolve.

export const VIOLATION_BELL_KEY = ['violation-bell'] as const;
const BELL_REFRESH_MS = 60_000;

export function useViolationBell(enabled: boolean) {
  return useQuery({
    queryKey: VIOLATION_BELL_KEY,
    enabled,
    retry: retryNetworkOnce,
    refetchInterval: BELL_REFRESH_MS,
    queryFn: async ({ signal }) =>
      unwrap(await call(violationBellEndpoint, { query: { limit: 20 } }, { signal, silent: true })).data,
  });
}

export function useMarkBellRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (noticeIds?: string[]) =>
      unwrap(
        await call(
          readViolationBellEndpoint,
          { body: noticeIds ? { notice_ids: noticeIds } : {} },
          { silent: true },
        ),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VIOLATION_BELL_KEY }),
  });
}
