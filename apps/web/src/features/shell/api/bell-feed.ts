import {
  readReviewAlertBellEndpoint,
  readViolationBellEndpoint,
  reviewAlertBellEndpoint,
  type TEndpointInput,
  type TEndpointSpec,
  violationBellEndpoint,
} from '@seller-tools/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readData, useEndpointQuery } from '../../../lib/endpoint-query';

// The shell's bell shows two feeds (violation notices, issue 22; review alerts, issue 25) read and marked
// read the same way: the newest twenty, refreshed every minute; marking read refreshes the feed.

const BELL_REFRESH_MS = 60_000;
const BELL_PAGE = { query: { limit: 20 } };

/**
 * A bell feed: its first page under `queryKey`, refreshed every minute while enabled, and the mutation
 * that marks the given items read (all of them without ids), then reads the feed again.
 */
function bellFeed<E extends TEndpointSpec, R extends TEndpointSpec>(
  queryKey: readonly unknown[],
  endpoint: E,
  readEndpoint: R,
  bodyOf: (ids?: string[]) => TEndpointInput<R>['body'],
) {
  return {
    useFeed: (enabled: boolean) =>
      useEndpointQuery(queryKey, endpoint, BELL_PAGE as TEndpointInput<E>, {
        enabled,
        refetchInterval: BELL_REFRESH_MS,
      }),
    useMarkRead: () => {
      const queryClient = useQueryClient();
      return useMutation({
        mutationFn: (ids?: string[]) => readData(readEndpoint, { body: bodyOf(ids) } as TEndpointInput<R>),
        onSuccess: () => queryClient.invalidateQueries({ queryKey }),
      });
    },
  };
}

// The violation notices (issue 22): the Violation page invalidates the same key after an acknowledge or
// resolve.
export const VIOLATION_BELL_KEY = ['violation-bell'] as const;
const violationNotices = bellFeed(
  VIOLATION_BELL_KEY,
  violationBellEndpoint,
  readViolationBellEndpoint,
  (ids) => (ids ? { notice_ids: ids } : {}),
);
export const useViolationBell = violationNotices.useFeed;
export const useMarkBellRead = violationNotices.useMarkRead;

// The review alerts (issue 25): negative reviews, rating drops and removed reviews of the stores the
// caller may see, each read or unread for them.
export const REVIEW_ALERT_BELL_KEY = ['review-alert-bell'] as const;
const reviewAlerts = bellFeed(
  REVIEW_ALERT_BELL_KEY,
  reviewAlertBellEndpoint,
  readReviewAlertBellEndpoint,
  (ids) => (ids ? { alert_ids: ids } : {}),
);
export const useReviewAlertBell = reviewAlerts.useFeed;
export const useMarkReviewAlertsRead = reviewAlerts.useMarkRead;
