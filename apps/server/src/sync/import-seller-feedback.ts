import { FEEDBACK_MESSAGES } from '@seller-tools/contract';
import { and, eq, min, notInArray, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { sellerFeedback, sellerFeedbackRemovals, type TFeedbackRemovalStep } from '../db/schema/index.ts';
import { parseTsv } from '../integrations/amazon/sp-api.ts';
import { sameStoreRow } from '../lib/same-store-row.ts';
import { validRecords } from './amazon-payloads.ts';
import { ZSellerFeedbackRow } from './amazon-records.ts';
import { upsertPerStore } from './bulk-upsert.ts';
import { intOf, textOf } from './report-rows.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';

// Seller feedback (GET_SELLER_FEEDBACK_DATA): Review Request Automation skips an order whose buyer
// left negative feedback. Amazon's report lists the negative and neutral feedback (1–3 stars).

/** A year back on the first import: the rating period Amazon shows sellers. */
export const FEEDBACK_HISTORY_DAYS = 365;

type TSellerFeedbackRow = typeof sellerFeedback.$inferInsert;

// Unlike Amazon's other flat files, this one writes its date in the marketplace's locale with a
// two-digit year: "06/01/25" in the US, "25/06/01" in Japan, "01.06.25" in Germany, "01/06/25" in most
// others. Sweden's ISO "2025-06-01" is read by its four-digit year.
const YEAR_FIRST = new Set(['A1VC38T7YXB528']);
const MONTH_FIRST = new Set(['ATVPDKIKX0DER']);

/** The feedback's day (UTC midnight) read in the marketplace's style; null when unreadable. */
export function feedbackDate(value: string | undefined, marketplaceId: string): Date | null {
  const match = /^(\d{1,4})[./-](\d{1,2})[./-](\d{1,4})$/.exec(value?.trim() ?? '');
  if (!match) return null;
  const [a, b, c] = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  const [y, m, d] =
    (match[1]?.length ?? 0) === 4 || YEAR_FIRST.has(marketplaceId)
      ? [a, b, c]
      : MONTH_FIRST.has(marketplaceId)
        ? [c, a, b]
        : [c, b, a];
  const date = new Date(Date.UTC(y < 100 ? 2000 + y : y, m - 1, d));
  // Date.UTC rolls 31/02 over into March: such a date is not one.
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
}

/** The report's records as table rows; a row without an order, a readable date or a 1–5 rating is skipped. */
export function sellerFeedbackRows(
  channelId: string,
  marketplaceId: string,
  records: readonly Record<string, string>[],
): TSellerFeedbackRow[] {
  return records.flatMap((r) => {
    const amazonOrderId = textOf(r['Order ID']?.trim());
    const date = feedbackDate(r.Date, marketplaceId);
    const rating = intOf(r.Rating);
    if (!amazonOrderId || !date || rating === null || rating < 1 || rating > 5) return [];
    return [{ channelId, amazonOrderId, feedbackDate: date, rating, comments: textOf(r.Comments) }];
  });
}

/** The day of the oldest feedback whose removal the seller requested and Amazon has not answered. */
async function oldestOpenRequest(db: TDb, channelId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(sellerFeedback.feedbackDate) })
    .from(sellerFeedbackRemovals)
    .innerJoin(sellerFeedback, sameStoreRow(sellerFeedback, sellerFeedbackRemovals, 'amazonOrderId'))
    .where(
      and(eq(sellerFeedbackRemovals.channelId, channelId), eq(sellerFeedbackRemovals.status, 'requested')),
    );
  return row?.at ?? null;
}

/**
 * Amazon answers a removal request by taking the feedback out of its report. A requested feedback whose
 * day the report covered and that it no longer lists is marked removed, logged as the import's step.
 */
export async function settleRemovedFeedback(
  db: TDb,
  channelId: string,
  coveredFrom: Date,
  listed: readonly string[],
  now: Date,
): Promise<number> {
  const step: TFeedbackRemovalStep = {
    status: 'removed',
    at: now.toISOString(),
    byUserId: null,
    note: FEEDBACK_MESSAGES.goneFromReport,
  };
  const gone = await db
    .update(sellerFeedbackRemovals)
    .set({
      status: 'removed',
      updatedAt: now,
      history: sql`${sellerFeedbackRemovals.history} || ${JSON.stringify([step])}::jsonb`,
    })
    .where(
      and(
        eq(sellerFeedbackRemovals.channelId, channelId),
        eq(sellerFeedbackRemovals.status, 'requested'),
        listed.length ? notInArray(sellerFeedbackRemovals.amazonOrderId, [...listed]) : undefined,
        sql`exists (select 1 from ${sellerFeedback} f where f.channel_id = ${sellerFeedbackRemovals.channelId} and f.amazon_order_id = ${sellerFeedbackRemovals.amazonOrderId} and f.feedback_date >= ${coveredFrom})`,
      ),
    )
    .returning({ orderId: sellerFeedbackRemovals.amazonOrderId });
  return gone.length;
}

/**
 * The seller feedback left in the last `days` days (whole days), in one report, reaching back to the
 * oldest feedback with an open removal request so the report says whether Amazon removed it. Rows are
 * upserted by order, never deleted: feedback a buyer later removes still excludes the order, the safe side.
 */
export async function importSellerFeedback(ctx: TStageContext, days = FEEDBACK_HISTORY_DAYS): Promise<void> {
  const now = ctx.clock.now().getTime();
  const open = await oldestOpenRequest(ctx.db, ctx.store.channelId);
  // A day's margin: the report's dates are the marketplace's local days, its window is in UTC.
  const start =
    Math.floor(Math.min(now - days * DAY_MS, (open?.getTime() ?? now) - DAY_MS) / DAY_MS) * DAY_MS;
  const text = await ctx.marketplace.spApi.fetchReport(ctx.store, {
    reportType: 'GET_SELLER_FEEDBACK_DATA',
    marketplaceIds: [ctx.store.marketplaceId],
    dataStartTime: new Date(start).toISOString(),
    dataEndTime: new Date(now - 1).toISOString(),
  });
  // A report with no data (Amazon cancels it) lists no feedback.
  const parsed = text === null ? [] : parseTsv(text);
  const records = validRecords(ctx, 'seller feedback', ZSellerFeedbackRow, parsed);
  const rows = sellerFeedbackRows(ctx.store.channelId, ctx.store.marketplaceId, records);
  ctx.counts.feedback = await upsertPerStore(ctx.db, sellerFeedback, 'amazonOrderId', rows);
  // Every order id the report lists, quarantined rows too: a bad row is not a removed feedback.
  const listed = parsed.map((r) => r['Order ID']?.trim() ?? '').filter((id) => id !== '');
  ctx.counts.feedbackRemoved = await settleRemovedFeedback(
    ctx.db,
    ctx.store.channelId,
    new Date(start + DAY_MS),
    listed,
    ctx.clock.now(),
  );
}
