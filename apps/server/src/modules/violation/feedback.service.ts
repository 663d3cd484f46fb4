import {
  FEEDBACK_MESSAGES,
  FEEDBACK_REMOVAL_REASON_LABELS,
  FEEDBACK_REMOVAL_WINDOW_DAYS,
  type TFeedbackRemovalBody,
  type TSellerFeedback,
  type TSellerFeedbackQuery,
  VIOLATION_MESSAGES,
  ZSellerFeedbackQuery,
} from '@seller-tools/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  orders,
  sellerFeedback,
  sellerFeedbackRemovals,
  type TFeedbackRemovalStep,
  violationEvents,
} from '../../db/schema/index.ts';
import { firstOrNotFound } from '../../lib/first-or-not-found.ts';
import { AppError } from '../../lib/outcome.ts';
import { decodePageCursor, encodePageCursor } from '../../lib/page-cursor.ts';
import { sameStoreRow } from '../../lib/same-store-row.ts';
import { displayNames } from './display-names.ts';
import { feedbackOrderAsin } from './feedback-order.ts';
import { feedbackRemovalCandidate } from './feedback-removal-reason.ts';
import type { TViolationDeps } from './violation.service.ts';

// Seller feedback in the Violation module (issue 22): the imported feedback, newest first, each with
// whether Amazon would remove it, its removal request and its negative-feedback event. Store scope and
// roles are the routes'.

const DAY_MS = 86_400_000;
const day = (d: Date) => d.toISOString().slice(0, 10);

type TCursor = { date: string; orderId: string };

function encodeCursor(c: TCursor): string {
  return encodePageCursor([c.date, c.orderId]);
}

function decodeCursor(text: string): TCursor {
  const [date, orderId] = decodePageCursor(text, 2) ?? [];
  if (typeof date === 'string' && !Number.isNaN(Date.parse(date)) && typeof orderId === 'string')
    return { date, orderId };
  throw new AppError('invalid', VIOLATION_MESSAGES.cursorInvalid);
}

const removalStatus = sql<string>`coalesce(${sellerFeedbackRemovals.status}, 'none')`;

/** The feedback rows with what the list shows of them, filtered by `where`, newest first. */
function feedbackRows(db: TDb, channelId: string, where: SQL[], limit: number) {
  return db
    .select({
      amazonOrderId: sellerFeedback.amazonOrderId,
      feedbackDate: sellerFeedback.feedbackDate,
      rating: sellerFeedback.rating,
      comments: sellerFeedback.comments,
      fulfillmentChannel: orders.fulfillmentChannel,
      asin: feedbackOrderAsin,
      removal: sellerFeedbackRemovals,
      // The key detect.ts gives the order's negative-feedback condition; the newest event of it.
      eventId: sql<
        string | null
      >`(select ${violationEvents.id} from ${violationEvents} where ${violationEvents.channelId} = ${sellerFeedback.channelId} and ${violationEvents.conditionKey} = 'negative-feedback:' || ${sellerFeedback.amazonOrderId} order by ${violationEvents.detectedAt} desc limit 1)`,
    })
    .from(sellerFeedback)
    .leftJoin(orders, sameStoreRow(orders, sellerFeedback, 'amazonOrderId'))
    .leftJoin(sellerFeedbackRemovals, sameStoreRow(sellerFeedbackRemovals, sellerFeedback, 'amazonOrderId'))
    .where(and(eq(sellerFeedback.channelId, channelId), ...where))
    .orderBy(desc(sellerFeedback.feedbackDate), desc(sellerFeedback.amazonOrderId))
    .limit(limit);
}
type TFeedbackRow = Awaited<ReturnType<typeof feedbackRows>>[number];

async function present(db: TDb, rows: TFeedbackRow[]): Promise<TSellerFeedback[]> {
  const names = await displayNames(
    db,
    rows.flatMap((r) => r.removal?.history.map((h) => h.byUserId) ?? []),
  );
  return rows.map((r) => {
    const candidate = feedbackRemovalCandidate(r);
    return {
      amazon_order_id: r.amazonOrderId,
      feedback_date: day(r.feedbackDate),
      rating: r.rating,
      comments: r.comments,
      asin: r.asin,
      fulfillment_channel: r.fulfillmentChannel,
      candidate: candidate && { ...candidate, label: FEEDBACK_REMOVAL_REASON_LABELS[candidate.reason] },
      removable_until: day(new Date(r.feedbackDate.getTime() + FEEDBACK_REMOVAL_WINDOW_DAYS * DAY_MS)),
      removal: {
        status: r.removal?.status ?? 'none',
        requested_on: r.removal?.requestedOn ?? null,
        note: r.removal?.note ?? null,
        updated_at: r.removal ? r.removal.updatedAt.toISOString() : null,
        history: (r.removal?.history ?? []).map((h) => ({
          status: h.status,
          at: h.at,
          by: h.byUserId ? (names.get(h.byUserId) ?? null) : null,
          note: h.note,
        })),
      },
      event_id: r.eventId,
    };
  });
}

/**
 * One page, newest first, keyset on (feedback_date, order id). Whether Amazon would remove a feedback is
 * read from its words by a function, not SQL, so "candidates only" reads on in batches until the page is
 * full: a store's report holds a year of 1–3-star feedback, a bounded scan.
 */
export async function listFeedback(db: TDb, input: TSellerFeedbackQuery) {
  const q = ZSellerFeedbackQuery.parse(input);
  const where: SQL[] = [];
  if (q.rating?.length) where.push(inArray(sellerFeedback.rating, q.rating));
  if (q.status?.length) where.push(inArray(removalStatus, q.status));
  if (q.order_id) where.push(eq(sellerFeedback.amazonOrderId, q.order_id));
  const after = (c: TCursor) =>
    sql`(${sellerFeedback.feedbackDate}, ${sellerFeedback.amazonOrderId}) < (${new Date(c.date)}, ${c.orderId})`;
  let cursor = q.cursor ? decodeCursor(q.cursor) : null;
  const page: TFeedbackRow[] = [];
  const batch = q.candidates ? Math.max(200, q.limit + 1) : q.limit + 1;
  for (;;) {
    const rows = await feedbackRows(db, q.channel_id, cursor ? [...where, after(cursor)] : where, batch);
    page.push(...(q.candidates ? rows.filter((r) => feedbackRemovalCandidate(r) !== null) : rows));
    const last = rows.at(-1);
    if (page.length > q.limit || rows.length < batch || !last) break;
    cursor = { date: last.feedbackDate.toISOString(), orderId: last.amazonOrderId };
  }
  const shown = page.slice(0, q.limit);
  const last = shown.at(-1);
  return {
    items: await present(db, shown),
    next_cursor:
      page.length > q.limit && last
        ? encodeCursor({ date: last.feedbackDate.toISOString(), orderId: last.amazonOrderId })
        : null,
  };
}

function oneFeedback(db: TDb, channelId: string, orderId: string): Promise<TFeedbackRow> {
  return firstOrNotFound(
    feedbackRows(db, channelId, [eq(sellerFeedback.amazonOrderId, orderId)], 1),
    FEEDBACK_MESSAGES.notFound,
  );
}

/** Which status each step may follow: a request first; Amazon's answer to it; a refused one asked again. */
const FROM: Record<TFeedbackRemovalStep['status'], readonly string[]> = {
  requested: ['none', 'refused'],
  removed: ['requested'],
  refused: ['requested'],
};

/** Records a step of the feedback's removal request as `actor`, logged in its history. */
export async function setFeedbackRemoval(
  deps: TViolationDeps,
  actor: { userId: string },
  channelId: string,
  orderId: string,
  body: Omit<TFeedbackRemovalBody, 'channel_id'>,
): Promise<TSellerFeedback> {
  const row = await oneFeedback(deps.db, channelId, orderId);
  const now = deps.clock.now();
  const current = row.removal?.status ?? 'none';
  if (!FROM[body.status].includes(current)) throw new AppError('conflict', FEEDBACK_MESSAGES.transition);
  let requestedOn = row.removal?.requestedOn ?? null;
  if (body.status === 'requested') {
    if (now.getTime() - row.feedbackDate.getTime() > FEEDBACK_REMOVAL_WINDOW_DAYS * DAY_MS)
      throw new AppError('invalid', FEEDBACK_MESSAGES.tooOld);
    requestedOn = body.requested_on ?? day(now);
    if (requestedOn > day(now)) throw new AppError('invalid', FEEDBACK_MESSAGES.requestedInFuture);
    if (requestedOn < day(row.feedbackDate))
      throw new AppError('invalid', FEEDBACK_MESSAGES.requestedBeforeFeedback);
  }
  const note = body.note || null;
  const step: TFeedbackRemovalStep = {
    status: body.status,
    at: now.toISOString(),
    byUserId: actor.userId,
    note,
  };
  const values = {
    status: body.status,
    requestedOn,
    note: note ?? row.removal?.note ?? null,
    updatedAt: now,
  };
  // The status it was read with guards the write: two people answering at once, one wins, one is told.
  const written = await deps.db
    .insert(sellerFeedbackRemovals)
    .values({ channelId, amazonOrderId: orderId, ...values, history: [step] })
    .onConflictDoUpdate({
      target: [sellerFeedbackRemovals.channelId, sellerFeedbackRemovals.amazonOrderId],
      set: { ...values, history: sql`${sellerFeedbackRemovals.history} || ${JSON.stringify([step])}::jsonb` },
      setWhere: eq(sellerFeedbackRemovals.status, current as TFeedbackRemovalStep['status']),
    })
    .returning({ status: sellerFeedbackRemovals.status });
  if (written.length === 0) throw new AppError('conflict', FEEDBACK_MESSAGES.transition);
  const [shown] = await present(deps.db, [await oneFeedback(deps.db, channelId, orderId)]);
  return shown as TSellerFeedback;
}
