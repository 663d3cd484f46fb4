import { financialEvents } from '../db/schema/index.ts';
import type { TFinancialEvents } from '../integrations/amazon/sp-api-fba-audit.ts';
import { validRecords } from './amazon-payloads.ts';
import { upsertPerStore } from './bulk-upsert.ts';
import {
  type TFinAdjustmentEventValid,
  type TFinSafetEventValid,
  type TFinShipmentEventValid,
  ZFinAdjustmentEvent,
  ZFinSafetEvent,
  ZFinShipmentEvent,
} from './fba-audit-payloads.ts';
import { keyRows } from './report-rows.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';
import { addCount, eachTokenPage } from './token-pages.ts';
import { eachSavedWindow } from './windowed-import.ts';

// Finances v0 financial events as typed rows, one per amount: what each order item was charged and
// paid in fees (ShipmentEventList), refunded (RefundEventList), and what Amazon adjusted — among them
// its reimbursements, WAREHOUSE_LOST, WAREHOUSE_DAMAGE, REVERSAL_REIMBURSEMENT, … with the
// reimbursement id in TransactionNumber (AdjustmentEventList) — and SAFE-T claims paid. Other event
// lists (ads payments, service fees, loans, …) are not the audit's business and are not stored.

/**
 * Refund-without-return is claimable 45 days after the refund and for 60 days more; 180 days cover
 * that with the reimbursement that may follow. Amazon answers no events to a wider PostedAfter–Before.
 */
export const FINANCES_HISTORY_DAYS = 180;
const WINDOW_DAYS = 30;
/** PostedBefore must be at least two minutes in the past. */
const POSTED_LAG_MS = 3 * 60_000;

type TRow = typeof financialEvents.$inferInsert;
type TAmount = { CurrencyCode: string; CurrencyAmount: number };
type TEventBase = Omit<TRow, 'rowKey' | 'amountKind' | 'amountType' | 'amount' | 'currency'>;

// The payload schema bounds amounts to what numeric(14,2) holds.
const amountOf = (m: TAmount) => ({ amount: m.CurrencyAmount.toFixed(2), currency: m.CurrencyCode });

function shipmentRows(channelId: string, group: 'Shipment' | 'Refund', e: TFinShipmentEventValid) {
  const postedDate = new Date(e.PostedDate);
  const items = group === 'Shipment' ? e.ShipmentItemList : e.ShipmentItemAdjustmentList;
  return (items ?? []).flatMap((item) => {
    const base: TEventBase = {
      channelId,
      eventGroup: group,
      eventType: group,
      postedDate,
      amazonOrderId: e.AmazonOrderId ?? null,
      orderItemId: item.OrderItemId ?? item.OrderAdjustmentItemId ?? null,
      sellerSku: item.SellerSKU ?? null,
      quantity: item.QuantityShipped ?? null,
    };
    const charges = group === 'Shipment' ? item.ItemChargeList : item.ItemChargeAdjustmentList;
    const fees = group === 'Shipment' ? item.ItemFeeList : item.ItemFeeAdjustmentList;
    return [
      ...(charges ?? []).map((c) => ({
        ...base,
        amountKind: 'charge',
        amountType: c.ChargeType ?? null,
        ...amountOf(c.ChargeAmount),
      })),
      ...(fees ?? []).map((f) => ({
        ...base,
        amountKind: 'fee',
        amountType: f.FeeType ?? null,
        ...amountOf(f.FeeAmount),
      })),
    ];
  });
}

function adjustmentRows(channelId: string, e: TFinAdjustmentEventValid) {
  const base = {
    channelId,
    eventGroup: 'Adjustment',
    eventType: e.AdjustmentType,
    postedDate: new Date(e.PostedDate),
  };
  const items = e.AdjustmentItemList ?? [];
  if (items.length === 0) {
    return e.AdjustmentAmount
      ? [{ ...base, amountKind: 'adjustment', amountType: null, ...amountOf(e.AdjustmentAmount) }]
      : [];
  }
  return items.flatMap((i) => {
    const total = i.TotalAmount ?? e.AdjustmentAmount;
    if (!total) return [];
    return [
      {
        ...base,
        sellerSku: i.SellerSKU || null,
        fnsku: i.FnSKU || null,
        asin: i.ASIN || null,
        quantity: i.Quantity === undefined ? null : Number(i.Quantity),
        amountKind: 'adjustment',
        amountType: null,
        ...amountOf(total),
        perUnitAmount: i.PerUnitAmount ? amountOf(i.PerUnitAmount).amount : null,
        transactionNumber: i.TransactionNumber || null,
      },
    ];
  });
}

function safetRows(channelId: string, e: TFinSafetEventValid) {
  return [
    {
      channelId,
      eventGroup: 'SAFETReimbursement',
      eventType: e.ReasonCode ?? 'SAFETReimbursement',
      postedDate: new Date(e.PostedDate),
      amountKind: 'reimbursement',
      amountType: null,
      ...amountOf(e.ReimbursedAmount),
      transactionNumber: e.SAFETClaimId ?? null,
    },
  ];
}

/**
 * Keys one event's rows: what the amount is about (event, posted time, order, item, kind, type,
 * transaction) plus its ordinal among identical amounts of the same event — an event is always read
 * whole, so reading it again yields the same keys.
 */
function keyed(rows: Omit<TRow, 'rowKey'>[]): TRow[] {
  return keyRows(rows, (r) =>
    [
      r.eventGroup,
      r.eventType,
      (r.postedDate as Date).toISOString(),
      r.amazonOrderId,
      r.orderItemId,
      r.sellerSku,
      r.amountKind,
      r.amountType,
      r.transactionNumber,
    ].join('|'),
  );
}

/** The stored rows of one page of financial events (records that do not fit are quarantined). */
export function financialEventRows(ctx: TStageContext, events: TFinancialEvents): TRow[] {
  const id = ctx.store.channelId;
  const valid = <T>(kind: string, schema: Parameters<typeof validRecords<T>>[2], list?: unknown[]) =>
    validRecords(ctx, kind, schema, list ?? []);
  return [
    ...valid('shipment event', ZFinShipmentEvent, events.ShipmentEventList).map((e) =>
      keyed(shipmentRows(id, 'Shipment', e)),
    ),
    ...valid('refund event', ZFinShipmentEvent, events.RefundEventList).map((e) =>
      keyed(shipmentRows(id, 'Refund', e)),
    ),
    ...valid('adjustment event', ZFinAdjustmentEvent, events.AdjustmentEventList).map((e) =>
      keyed(adjustmentRows(id, e)),
    ),
    ...valid('SAFE-T event', ZFinSafetEvent, events.SAFETReimbursementEventList).map((e) =>
      keyed(safetRows(id, e)),
    ),
  ].flat();
}

/** The events posted since `since` (ms; an incremental sync), or over FINANCES_HISTORY_DAYS, up to now. */
export async function importFinances(ctx: TStageContext, since?: number): Promise<void> {
  const now = ctx.clock.now().getTime() - POSTED_LAG_MS;
  const from = since ?? now - FINANCES_HISTORY_DAYS * DAY_MS;
  await eachSavedWindow(ctx, { from, to: now }, WINDOW_DAYS, async (w) => {
    const range = {
      PostedAfter: new Date(w.start).toISOString(),
      PostedBefore: new Date(w.end).toISOString(),
    };
    await eachTokenPage(
      (next) => ctx.marketplace.spApi.listFinancialEvents(ctx.store, next ? { NextToken: next } : range),
      async (answer) => {
        const rows = financialEventRows(ctx, answer.payload?.FinancialEvents ?? {});
        const written = await upsertPerStore(ctx.db, financialEvents, 'rowKey', rows);
        addCount(ctx, 'financial_events', written);
      },
    );
  });
}
