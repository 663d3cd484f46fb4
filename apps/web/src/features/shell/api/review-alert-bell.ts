import { readReviewAlertBellEndpoint, reviewAlertBellEndpoint } from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, retryNetworkOnce, unwrap } from '../../../lib/http';

// The bell's review alerts (issue 25): negative reviews, rating drops and removed reviews of the stores
// the caller may see, each read or unread for them; refreshed every minute like the violation notices.

export const REVIEW_ALERT_BELL_KEY = ['review-alert-bell'] as const;
const BELL_REFRESH_MS = 60_000;

export function useReviewAlertBell(enabled: boolean) {
  return useQuery({
    queryKey: REVIEW_ALERT_BELL_KEY,
    enabled,
    retry: retryNetworkOnce,
    refetchInterval: BELL_REFRESH_MS,
    queryFn: async ({ signal }) =>
      unwrap(await call(reviewAlertBellEndpoint, { query: { limit: 20 } }, { signal, silent: true })).data,
  });
}

export function useMarkReviewAlertsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (alertIds?: string[]) =>
      unwrap(
        await call(
          readReviewAlertBellEndpoint,
          { body: alertIds ? { alert_ids: alertIds } : {} },
          { silent: true },
        ),
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REVIEW_ALERT_BELL_KEY }),
  });
}
