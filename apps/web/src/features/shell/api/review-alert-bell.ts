import {
  REVIEW_ROUTES,
  readReviewAlertBellEndpoint,
  reviewAlertBellEndpoint,
  type TReviewAlertNotice,
} from '@seller-tools/contract';
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

/** Where an alert leads: the review in the Review Observer, or the product's history in the tracker. */
export function reviewAlertLink(alert: TReviewAlertNotice): string {
  if (alert.kind === 'rating_drop' || !alert.review_id) {
    const params = new URLSearchParams({ asin: alert.asin ?? '', store: alert.channel_id });
    return `${REVIEW_ROUTES.ratings}?${params}`;
  }
  const params = new URLSearchParams({ review: alert.review_id });
  if (alert.kind === 'review_removed') params.set('removed', 'true');
  return `${REVIEW_ROUTES.reviews}?${params}`;
}
