import { z } from 'zod';
import type { TSpOrder, TSpOrderItem } from '../integrations/amazon/sp-api.ts';
import type { TLogger } from '../lib/logger.ts';

// The Amazon records a stage writes, checked before they reach the database: one malformed record (an
// order without an id, a date Amazon's own docs would not produce) is quarantined — logged with its
// store, stage and reason, and counted in the stage's `quarantined` — and the stage goes on. Without
// this, the record's insert failed and took its whole batch, and the stage, with it.

const dateText = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date');
const amount = z.object({ CurrencyCode: z.string(), Amount: z.string() }).optional();

/** getOrders' Order, to the fields orderFromApi reads. */
export const ZSpOrder = z.object({
  AmazonOrderId: z.string().min(1).max(64),
  PurchaseDate: dateText,
  LastUpdateDate: dateText,
  OrderStatus: z.string().min(1).max(64),
  FulfillmentChannel: z.string().max(16).optional(),
  MarketplaceId: z.string().max(32).optional(),
  EarliestDeliveryDate: dateText.optional(),
  LatestDeliveryDate: dateText.optional(),
  OrderTotal: amount,
}) satisfies z.ZodType<TSpOrder>;

/** getOrderItems' OrderItem, to the fields itemFromApi reads. */
export const ZSpOrderItem = z.object({
  ASIN: z.string().min(1).max(32),
  SellerSKU: z.string().min(1).max(200).optional(),
  OrderItemId: z.string().min(1).max(64),
  Title: z.string().optional(),
  QuantityOrdered: z.number().int().min(0).max(1_000_000),
  ItemPrice: amount,
}) satisfies z.ZodType<TSpOrderItem>;

/** Where a quarantined record is told about: the stage's store, name, and counts. */
export type TQuarantineCtx = {
  logger: TLogger;
  store: { channelId: string };
  stage?: string;
  counts?: Record<string, number>;
};

/**
 * The records that fit the schema; each one that does not is logged (store, stage, kind, reason, and
 * the record's identifying start) and counted, and left out.
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
        reason,
        record: JSON.stringify(record)?.slice(0, 500),
      },
      'Amazon record quarantined',
    );
    if (ctx.counts) ctx.counts.quarantined = (ctx.counts.quarantined ?? 0) + 1;
  }
  return valid;
}
