import { z } from 'zod';
import type { TSpOrder, TSpOrderItem } from '../integrations/amazon/sp-api.ts';
import type { TLogger } from '../lib/logger.ts';

// The Amazon records a stage writes, checked before they reach the database: one malformed record (an
// order without an id, a date Amazon's own docs would not produce) is quarantined — logged with its
// store, stage and reason, and counted in the stage's `quarantined` — and the stage goes on. Without
// this, the record's insert failed and took its whole batch, and the stage, with it.

const dateText = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date');
const money = z.object({ amount: z.string(), currencyCode: z.string() });

/**
 * searchOrders' / getOrder's Order (2026-01-01), to the fields orderFromApi reads. FULFILLMENT is asked
 * for, and its status is the order's: without it there is no row to write. The items are checked one by
 * one (ZSpOrderItem), so one bad item does not take its order.
 */
export const ZSpOrder = z.object({
  orderId: z.string().min(1).max(64),
  createdTime: dateText,
  lastUpdatedTime: dateText,
  programs: z.array(z.string()).optional(),
  associatedOrders: z
    .array(z.object({ orderId: z.string().optional(), associationType: z.string().optional() }))
    .optional(),
  salesChannel: z.object({ channelName: z.string(), marketplaceId: z.string().max(32).optional() }),
  fulfillment: z.object({
    fulfillmentStatus: z.string().min(1).max(64),
    fulfilledBy: z.string().max(16).optional(),
    shipByWindow: z
      .object({ earliestDateTime: dateText.optional(), latestDateTime: dateText.optional() })
      .optional(),
    deliverByWindow: z
      .object({ earliestDateTime: dateText.optional(), latestDateTime: dateText.optional() })
      .optional(),
  }),
  orderItems: z.array(z.unknown()),
}) satisfies z.ZodType<TSpOrder>;

/** An Order's OrderItem (2026-01-01), to the fields itemFromApi reads; a row needs its ASIN. */
export const ZSpOrderItem = z.object({
  orderItemId: z.string().min(1).max(64),
  quantityOrdered: z.number().int().min(0).max(1_000_000),
  product: z.object({
    asin: z.string().min(1).max(32),
    sellerSku: z.string().min(1).max(200).optional(),
    title: z.string().optional(),
    price: z.object({ unitPrice: money.optional() }).optional(),
  }),
}) satisfies z.ZodType<TSpOrderItem>;

/** Where a quarantined record is told about: the stage's store, name, and counts. */
export type TQuarantineCtx = {
  logger: TLogger;
  store: { channelId: string };
  stage?: string;
  counts?: Record<string, number>;
};

// The fields that name a record, in the order they are looked for: Amazon's ids (the most specific
// first: a keyword also names its campaign), then the columns that identify a report row.
const ID_FIELDS = [
  'orderItemId',
  'orderId',
  'keywordId',
  'targetId',
  'adId',
  'adGroupId',
  'campaignId',
  'profileId',
  'asin',
  'sellerSku',
  'amazon-order-id',
  'order-id',
  'Order ID',
  'reimbursement-id',
  'seller-sku',
  'FNSKU',
  'reportId',
] as const;

/** The record's own id (the first of ID_FIELDS it has), for the quarantine log; null when none. */
export function recordIdOf(record: unknown): string | null {
  if (typeof record !== 'object' || record === null) return null;
  const fields = record as Record<string, unknown>;
  for (const name of ID_FIELDS) {
    const value = fields[name];
    if ((typeof value === 'string' && value !== '') || typeof value === 'number')
      return String(value).slice(0, 100);
  }
  return null;
}

/**
 * The records that fit the schema; each one that does not is logged (store, stage, kind, the record's
 * id, the reason, and the record's start) and counted, and left out.
 */
export function validRecords<T>(
  ctx: TQuarantineCtx,
  kind: string,
  schema: z.ZodType<T>,
  records: readonly unknown[],
): T[] {
  const valid: T[] = [];
  for (const record of records) {
    const parsed = schema.safeParse(record);
    if (parsed.success) {
      valid.push(parsed.data);
      continue;
    }
    const reason = parsed.error.issues
      .map((i) => `${i.path.join('.') || kind}: ${i.message}`)
      .join('; ')
      .slice(0, 500);
    ctx.logger.warn(
      {
        channelId: ctx.store.channelId,
        stage: ctx.stage,
        kind,
        id: recordIdOf(record),
        reason,
        record: JSON.stringify(record)?.slice(0, 500),
      },
      'Amazon record quarantined',
    );
    if (ctx.counts) ctx.counts.quarantined = (ctx.counts.quarantined ?? 0) + 1;
  }
  return valid;
}
