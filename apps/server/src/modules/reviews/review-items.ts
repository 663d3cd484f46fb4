import type { TReviewItem, TReviewStatus, TTagRef } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.ts';
import type { TParsedReview } from '../../integrations/amazon/review-parser.ts';
import { productUrl, reviewUrl } from '../../lib/store-access.ts';

// The columns of a review as every list shows it. The product's title and image and the note count are
// the review's own columns, kept by triggers (migration 0010); the tags are looked up only for a review
// that has some (most have none). The outer columns are written table-qualified: drizzle renders a column
// in a select list bare ("channel_id"), which inside the subquery would name the subquery's own column
// and match every row.
const outer = (column: string) => sql.raw(`"reviews"."${column}"`);

/**
 * Newest first, spelled as the store's date index is built (DESC NULLS LAST; both columns are NOT NULL),
 * so Postgres walks that index and stops after one page instead of sorting the store's every review.
 */
export const NEWEST_FIRST = [
  sql`${reviews.reviewDate} desc nulls last`,
  sql`${reviews.reviewId} desc nulls last`,
] as const;

/** What a review says: the columns every reader of reviews (the list, the webhooks) selects. */
export const reviewContentColumns = {
  reviewId: reviews.reviewId,
  asin: reviews.asin,
  stars: reviews.stars,
  title: reviews.title,
  body: reviews.body,
  reviewDate: reviews.reviewDate,
};

export const reviewItemColumns = {
  ...reviewContentColumns,
  verified: reviews.verified,
  variant: reviews.variant,
  helpfulVotes: reviews.helpfulVotes,
  author: reviews.author,
  status: reviews.status,
  productTitle: reviews.productTitle,
  productImageUrl: reviews.productImageUrl,
  tags: sql<TTagRef[]>`case when ${outer('tag_count')} = 0 then '[]'::json else (
    select coalesce(json_agg(json_build_object('tag_id', t.id, 'name', t.name, 'color', t.color)
      order by lower(t.name)), '[]'::json)
    from review_tags rt join tags t on t.id = rt.tag_id
    where rt.channel_id = ${outer('channel_id')} and rt.review_id = ${outer('review_id')}) end`,
  noteCount: reviews.noteCount,
  removedAt: reviews.removedAt,
};

/** A review as Amazon's page shows it (review-parser.ts), with the seller's workflow and its product. */
export type TReviewItemRow = TParsedReview & {
  asin: string;
  status: TReviewStatus;
  productTitle: string | null;
  productImageUrl: string | null;
  tags: TTagRef[];
  noteCount: number;
  removedAt: Date | null;
};

export function toReviewItem(row: TReviewItemRow, domain: string): TReviewItem {
  return {
    review_id: row.reviewId,
    asin: row.asin,
    product_title: row.productTitle,
    image_url: row.productImageUrl,
    stars: row.stars,
    title: row.title,
    body: row.body,
    review_date: row.reviewDate,
    verified: row.verified,
    variant: row.variant,
    helpful_votes: row.helpfulVotes,
    author: row.author,
    status: row.status,
    tags: row.tags,
    note_count: row.noteCount,
    removed_at: row.removedAt ? row.removedAt.toISOString() : null,
    review_url: reviewUrl(domain, row.reviewId),
    product_url: productUrl(domain, row.asin),
  };
}
