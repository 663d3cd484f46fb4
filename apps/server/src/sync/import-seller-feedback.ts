import { sellerFeedback } from '../db/schema/index.ts';
import { parseTsv } from '../integrations/amazon/sp-api.ts';
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

/**
 * The seller feedback left in the last `days` days (whole days), in one report. Rows are upserted by
 * order, never deleted: feedback a buyer later removes still excludes the order, the safe side.
 */
export async function importSellerFeedback(ctx: TStageContext, days = FEEDBACK_HISTORY_DAYS): Promise<void> {
  const now = ctx.clock.now().getTime();
  const start = Math.floor((now - days * DAY_MS) / DAY_MS) * DAY_MS;
  const text = await ctx.marketplace.spApi.fetchReport(ctx.store, {
    reportType: 'GET_SELLER_FEEDBACK_DATA',
    marketplaceIds: [ctx.store.marketplaceId],
    dataStartTime: new Date(start).toISOString(),
    dataEndTime: new Date(now - 1).toISOString(),
  });
  const records = validRecords(
    ctx,
    'seller feedback',
    ZSellerFeedbackRow,
    text === null ? [] : parseTsv(text),
  );
  const rows = sellerFeedbackRows(ctx.store.channelId, ctx.store.marketplaceId, records);
  ctx.counts.feedback = await upsertPerStore(ctx.db, sellerFeedback, 'amazonOrderId', rows);
}
