import type { TReviewItem, TReviewStatus, TTagRef } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.ts';
import { productUrl, reviewUrl } from './store-access.ts';

// The columns of a review as every list shows it. Product, tags and note count are correlated
// subqueries: they run only for the rows of the page, never for the whole filtered set. Their outer
// columns are written table-qualified: drizzle renders a column in a select list bare ("channel_id"),
// which inside the subquery would name the subquery's own column and match every row.
const outer = (column: string) => sql.raw(`"reviews"."${column}"`);

/**
 * Newest first, spelled as the store's date index is built (DESC NULLS LAST; both columns are NOT NULL),
 * so Postgres walks that index and stops after one page instead of sorting the store's every review.
 */
export const NEWEST_FIRST = [
  sql`${reviews.reviewDate} desc nulls last`,
  sql`${reviews.reviewId} desc nulls last`,
] as const;

export const reviewItemColumns = {
  reviewId: reviews.reviewId,
  asin: reviews.asin,
  stars: reviews.stars,
  title: reviews.title,
  body: reviews.body,
  reviewDate: reviews.reviewDate,
  verified: reviews.verified,
  variant: reviews.variant,
  helpfulVotes: reviews.helpfulVotes,
  author: reviews.author,
  status: reviews.status,
  product: sql<{ title: string | null; image_url: string | null } | null>`(
    select json_build_object('title', p.title, 'image_url', p.image_url) from products p
    where p.channel_id = ${outer('channel_id')} and p.asin = ${outer('asin')}
    order by p.title is null, p.sku limit 1)`,
  tags: sql<TTagRef[]>`(
    select coalesce(json_agg(json_build_object('tag_id', t.id, 'name', t.name, 'color', t.color)
      order by lower(t.name)), '[]'::json)
    from review_tags rt join tags t on t.id = rt.tag_id
    where rt.channel_id = ${outer('channel_id')} and rt.review_id = ${outer('review_id')})`,
  noteCount: sql<number>`(select count(*)::int from review_notes n
    where n.channel_id = ${outer('channel_id')} and n.review_id = ${outer('review_id')})`,
};

export type TReviewItemRow = {
  reviewId: string;
  asin: string;
  stars: number;
  title: string;
  body: string;
  reviewDate: string;
  verified: boolean;
  variant: string | null;
  helpfulVotes: number;
  author: string | null;
  status: TReviewStatus;
  product: { title: string | null; image_url: string | null } | null;
  tags: TTagRef[];
  noteCount: number;
};

export function toReviewItem(row: TReviewItemRow, domain: string): TReviewItem {
  return {
    review_id: row.reviewId,
    asin: row.asin,
    product_title: row.product?.title ?? null,
    image_url: row.product?.image_url ?? null,
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
    review_url: reviewUrl(domain, row.reviewId),
    product_url: productUrl(domain, row.asin),
  };
}
