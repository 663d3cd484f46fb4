import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { REVIEW_ROUTES } from '../../routes.ts';

// The notification centre's review alerts (issue 25): the shell's bell lists the alerts of the stores the
// caller may see (a negative review, a rating drop, a removed review), each read or unread for that user.

export const REVIEW_ALERT_KINDS = ['negative_review', 'rating_drop', 'review_removed'] as const;

export const ZReviewAlertNotice = z.object({
  alert_id: z.uuid(),
  channel_id: z.uuid(),
  kind: z.enum(REVIEW_ALERT_KINDS),
  asin: z.string().nullable(),
  /** The review it is about (negative or removed review); null for a rating drop. */
  review_id: z.string().nullable(),
  title: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});
export type TReviewAlertNotice = z.infer<typeof ZReviewAlertNotice>;

/**
 * Where an alert leads in the app: the review in the Review Observer, or the product's history in the
 * tracker. The bell links there, and so does a webhook's Slack message (with the app's address before it).
 */
export function reviewAlertPath<
  A extends Pick<TReviewAlertNotice, 'kind' | 'asin' | 'review_id' | 'channel_id'>,
>(alert: A): string {
  if (alert.kind === 'rating_drop' || !alert.review_id) {
    const params = new URLSearchParams({ asin: alert.asin ?? '', store: alert.channel_id });
    return `${REVIEW_ROUTES.ratings}?${params}`;
  }
  const params = new URLSearchParams({ review: alert.review_id });
  if (alert.kind === 'review_removed') params.set('removed', 'true');
  return `${REVIEW_ROUTES.reviews}?${params}`;
}

/** GET /api/review/alerts/bell */
export const reviewAlertBellEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/review/alerts/bell',
  tags: ['notifications'],
  summary: "The caller's unread review alerts count and latest review alerts",
  query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
  response: ZEnvelope(z.object({ unread: z.number().int(), items: z.array(ZReviewAlertNotice) })),
});

/** POST /api/review/alerts/bell/read */
export const readReviewAlertBellEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/review/alerts/bell/read',
  tags: ['notifications'],
  summary: 'Mark review alerts read (the given ones, or all)',
  body: z.object({ alert_ids: z.array(z.uuid()).max(200).optional() }),
  response: ZEnvelope(z.object({ unread: z.number().int() })),
});
