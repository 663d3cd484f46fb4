import {
  REVIEW_MESSAGES,
  type TReviewItem,
  type TReviewNote,
  type TReviewStatus,
  type ZReviewListQuery,
} from '@seller-tools/contract';
import { and, asc, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { orderItems, orders, reviewNotes, reviews, reviewTags, tags, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import { sameStoreRow } from '../../lib/same-store-row.ts';
import type { TReviewStore } from '../../lib/store-access.ts';
import { decodeCursor, encodeCursor } from './keyset-cursor.ts';
import { reviewItemColumns, toReviewItem } from './review-items.ts';
import { createReviewListStatements } from './review-list-statements.ts';

type TListQuery = z.output<typeof ZReviewListQuery>;

// A review's likely order: the same ASIN bought within this window before the review (buyers usually
// review days to weeks after delivery).
const ORDER_MATCH_DAYS = 60;

export function createReviewListService({ db, clock }: { db: TDb; clock: TClock }) {
  const pageRows = createReviewListStatements(db);

  async function list(
    store: TReviewStore,
    query: TListQuery,
  ): Promise<Outcome<{ items: TReviewItem[]; next_cursor: string | null }>> {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) return failure('invalid', REVIEW_MESSAGES.cursorInvalid);
    // One extra row tells whether another page exists.
    const rows = await pageRows(store.channelId, query, cursor);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return success({
      items: page.map((row) => toReviewItem(row, store.domain)),
      next_cursor:
        rows.length > query.limit && last ? encodeCursor({ date: last.reviewDate, id: last.reviewId }) : null,
    });
  }

  async function findItem(store: TReviewStore, reviewId: string): Promise<TReviewItem | null> {
    const [row] = await db
      .select(reviewItemColumns)
      .from(reviews)
      .where(and(eq(reviews.channelId, store.channelId), eq(reviews.reviewId, reviewId)))
      .limit(1);
    return row ? toReviewItem(row, store.domain) : null;
  }

  async function notesOf(store: TReviewStore, reviewId: string): Promise<TReviewNote[]> {
    const rows = await db
      .select({
        id: reviewNotes.id,
        text: reviewNotes.text,
        author: users.name,
        createdAt: reviewNotes.createdAt,
      })
      .from(reviewNotes)
      .innerJoin(users, eq(users.id, reviewNotes.userId))
      .where(and(eq(reviewNotes.channelId, store.channelId), eq(reviewNotes.reviewId, reviewId)))
      .orderBy(asc(reviewNotes.createdAt));
    return rows.map((r) => ({
      note_id: r.id,
      text: r.text,
      author_name: r.author,
      created_at: r.createdAt.toISOString(),
    }));
  }

  async function likelyOrder(store: TReviewStore, review: TReviewItem) {
    const windowStart = new Date(
      Date.parse(`${review.review_date}T00:00:00Z`) - ORDER_MATCH_DAYS * 86_400_000,
    );
    const reviewEnd = new Date(Date.parse(`${review.review_date}T00:00:00Z`) + 86_400_000);
    const candidates = await db
      .select({
        id: orders.amazonOrderId,
        purchaseDate: orders.purchaseDate,
        status: orders.status,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .innerJoin(orders, sameStoreRow(orders, orderItems, 'amazonOrderId'))
      .where(
        and(
          eq(orderItems.channelId, store.channelId),
          eq(orderItems.asin, review.asin),
          gte(orders.purchaseDate, windowStart),
          sql`${orders.purchaseDate} < ${reviewEnd}`,
          sql`${orders.status} <> 'Canceled'`,
        ),
      )
      .orderBy(desc(orders.purchaseDate))
      .limit(500);
    const nearest = candidates[0];
    if (!nearest) return null;
    return {
      amazon_order_id: nearest.id,
      purchase_date: nearest.purchaseDate.toISOString(),
      status: nearest.status,
      quantity: nearest.quantity,
      candidates: candidates.length,
    };
  }

  async function detail(store: TReviewStore, reviewId: string) {
    const review = await findItem(store, reviewId);
    if (!review) return failure('not-found', REVIEW_MESSAGES.reviewNotFound);
    // Opening a new review marks it read; handled stays handled.
    if (review.status === 'new') {
      await updateStatus(store, reviewId, 'read');
      review.status = 'read';
    }
    const [notes, order] = await Promise.all([notesOf(store, reviewId), likelyOrder(store, review)]);
    return success({ review, notes, likely_order: order });
  }

  /** Whether the review exists in the store (and now has the status). */
  async function updateStatus(store: TReviewStore, reviewId: string, status: TReviewStatus) {
    const updated = await db
      .update(reviews)
      .set({ status })
      .where(and(eq(reviews.channelId, store.channelId), eq(reviews.reviewId, reviewId)))
      .returning({ id: reviews.reviewId });
    return updated.length > 0;
  }

  async function setStatus(store: TReviewStore, reviewId: string, status: TReviewStatus) {
    if (!(await updateStatus(store, reviewId, status)))
      return failure('not-found', REVIEW_MESSAGES.reviewNotFound);
    return success({ review_id: reviewId, status });
  }

  async function exists(store: TReviewStore, reviewId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: reviews.reviewId })
      .from(reviews)
      .where(and(eq(reviews.channelId, store.channelId), eq(reviews.reviewId, reviewId)))
      .limit(1);
    return row !== undefined;
  }

  async function addNote(
    store: TReviewStore,
    reviewId: string,
    userId: string,
    text: string,
  ): Promise<Outcome<TReviewNote>> {
    if (!(await exists(store, reviewId))) return failure('not-found', REVIEW_MESSAGES.reviewNotFound);
    const [row] = await db
      .insert(reviewNotes)
      .values({ channelId: store.channelId, reviewId, userId, text, createdAt: clock.now() })
      .returning({ id: reviewNotes.id, createdAt: reviewNotes.createdAt });
    const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
    if (!row) return failure('not-found', REVIEW_MESSAGES.reviewNotFound);
    return success({
      note_id: row.id,
      text,
      author_name: author?.name ?? '',
      created_at: row.createdAt.toISOString(),
    });
  }

  /** Replaces the review's tags; every tag must be one of the company's. */
  async function setTags(
    store: TReviewStore,
    reviewId: string,
    tagIds: string[],
  ): Promise<Outcome<{ review_id: string; tag_ids: string[] }>> {
    if (!(await exists(store, reviewId))) return failure('not-found', REVIEW_MESSAGES.reviewNotFound);
    const unique = [...new Set(tagIds)];
    if (unique.length > 0) {
      const owned = await db
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.companyId, store.companyId), inArray(tags.id, unique)));
      // A tag of another company is answered as not found, like a missing one.
      if (owned.length !== unique.length) return failure('not-found', REVIEW_MESSAGES.tagNotFound);
    }
    await db.transaction(async (tx) => {
      const where = and(eq(reviewTags.channelId, store.channelId), eq(reviewTags.reviewId, reviewId));
      await tx
        .delete(reviewTags)
        .where(unique.length > 0 ? and(where, sql`${reviewTags.tagId} not in ${unique}`) : where);
      if (unique.length > 0) {
        await tx
          .insert(reviewTags)
          .values(unique.map((tagId) => ({ channelId: store.channelId, reviewId, tagId, source: 'manual' })))
          .onConflictDoNothing();
      }
    });
    return success({ review_id: reviewId, tag_ids: unique });
  }

  return { list, detail, setStatus, addNote, setTags };
}

export type TReviewListService = ReturnType<typeof createReviewListService>;
