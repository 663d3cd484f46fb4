import { reviewAlertPath, type TReviewAlertNotice } from '@seller-tools/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { reviewAlerts, reviews } from '../../../db/schema/index.ts';
import { alertTitle } from '../review-alert-bell.service.ts';
import { reviewContentColumns } from '../review-items.ts';
import type { TReviewEvent, TReviewEventsDeps } from './review-events.ts';

/** The webhook event of each review alert kind. */
const ALERT_EVENT_TYPES: Record<string, TReviewEvent['type']> = {
  negative_review: 'review.negative',
  rating_drop: 'review.rating_drop',
  review_removed: 'review.removed',
};

// The webhooks' view of this run: every review not yet processed is `review.new`, every alert not yet
// mailed is `review.negative`, `review.rating_drop` or `review.removed`.
export async function pendingEvents(
  deps: TReviewEventsDeps,
  channelId: string,
  country: string | null,
): Promise<TReviewEvent[]> {
  const fresh = await deps.db
    .select({ ...reviewContentColumns, productTitle: reviews.productTitle })
    .from(reviews)
    .where(and(eq(reviews.channelId, channelId), isNull(reviews.processedAt)));
  const alerts = await deps.db
    .select()
    .from(reviewAlerts)
    .where(and(eq(reviewAlerts.channelId, channelId), isNull(reviewAlerts.notifiedAt)));
  const store = { channel_id: channelId, marketplace: country };
  // Every event carries a one-line summary and its address in the app (the bell's title and link), so a
  // receiver, or the Slack format, can show it without knowing our events.
  const appUrl = (kind: TReviewAlertNotice['kind'], asin: unknown, reviewId: unknown) =>
    `${deps.publicUrl}${reviewAlertPath({
      kind,
      asin: typeof asin === 'string' ? asin : null,
      review_id: typeof reviewId === 'string' ? reviewId : null,
      channel_id: channelId,
    })}`;
  return [
    ...fresh.map((r) => ({
      type: 'review.new' as const,
      key: `review.new:${channelId}:${r.reviewId}`,
      data: {
        ...store,
        review_id: r.reviewId,
        asin: r.asin,
        stars: r.stars,
        title: r.title,
        body: r.body.slice(0, 2000),
        review_date: r.reviewDate,
        product_title: r.productTitle,
        summary: `New ${r.stars}★ review on ${r.asin}: ${r.title || '(no title)'}`,
        // A review's address: the one a negative review's alert leads to.
        app_url: appUrl('negative_review', r.asin, r.reviewId),
      },
    })),
    // An alert kind with no webhook event (none today) is left out rather than sent under another name.
    ...alerts.flatMap((a) => {
      const type = ALERT_EVENT_TYPES[a.kind];
      if (!type) return [];
      const data = {
        ...store,
        ...a.details,
        summary: alertTitle(a),
        app_url: appUrl(a.kind, a.details.asin, a.details.review_id),
      };
      return [{ type, key: `${type}:${a.id}`, data }];
    }),
  ];
}
