import { date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  channelId,
  inches,
  money,
  pounds,
  reportRowKey,
  reportRowKeyIndex,
  syncedAt,
  ts,
} from './columns.ts';

// What the reimbursement audit reads beyond the FBA reports of marketplace-data.ts: inbound shipments
// with shipped vs received per SKU, financial events (fees, refunds, reimbursement adjustments), the
// estimated FBA fees and the inventory ledger summary. Keyed like the rest of the import (Amazon's ids,
// or a key derived from the row), so every write is an idempotent upsert. Lengths are in inches and
// weights in pounds, as in `products` (lib/measure-units.ts converts what Amazon sends in cm/kg).

/** Fulfillment Inbound v0 shipments (v0: the 2024-03-20 API has no received quantities). */
export const inboundShipments = pgTable(
  'inbound_shipments',
  {
    channelId: channelId(),
    shipmentId: text('shipment_id').notNull(),
    name: text('name'),
    status: text('status').notNull(),
    destinationFulfillmentCenterId: text('destination_fulfillment_center_id'),
    labelPrepType: text('label_prep_type'),
    boxContentsSource: text('box_contents_source'),
    confirmedNeedByDate: date('confirmed_need_by_date'),
    syncedAt: syncedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.shipmentId] })],
);

/** One line of an inbound shipment: what the seller shipped and what the fulfilment center counted. */
export const inboundShipmentItems = pgTable(
  'inbound_shipment_items',
  {
    channelId: channelId(),
    shipmentId: text('shipment_id').notNull(),
    sellerSku: text('seller_sku').notNull(),
    fnsku: text('fnsku'),
    quantityShipped: integer('quantity_shipped').notNull(),
    quantityReceived: integer('quantity_received'),
    quantityInCase: integer('quantity_in_case'),
    syncedAt: syncedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channelId, t.shipmentId, t.sellerSku] }),
    index('inbound_shipment_items_sku_idx').on(t.channelId, t.sellerSku),
  ],
);

/**
 * Financial events (Finances v0 listFinancialEvents), one row per amount: an order item's charge or
 * fee (`Shipment`), its refund (`Refund`), an adjustment line such as a reimbursement (`Adjustment`, its
 * AdjustmentType in `event_type`, Amazon's reimbursement id in `transaction_number`), a SAFE-T claim.
 * Amounts are signed as Amazon sends them (fees negative).
 */
export const financialEvents = pgTable(
  'financial_events',
  {
    ...reportRowKey(),
    /** The event list it came from: Shipment, Refund, Adjustment, SAFETReimbursement. */
    eventGroup: text('event_group').notNull(),
    /** Adjustment: its AdjustmentType (WAREHOUSE_LOST, …); SAFE-T: its reason code; else the group. */
    eventType: text('event_type').notNull(),
    postedDate: ts('posted_date').notNull(),
    amazonOrderId: text('amazon_order_id'),
    /** OrderItemId (Shipment) or OrderAdjustmentItemId (Refund). */
    orderItemId: text('order_item_id'),
    sellerSku: text('seller_sku'),
    fnsku: text('fnsku'),
    asin: text('asin'),
    quantity: integer('quantity'),
    /** charge, fee, adjustment or reimbursement. */
    amountKind: text('amount_kind').notNull(),
    /** ChargeType / FeeType (Principal, Commission, FBAPerUnitFulfillmentFee, …); null for adjustments. */
    amountType: text('amount_type'),
    amount: money('amount').notNull(),
    currency: text('currency').notNull(),
    perUnitAmount: money('per_unit_amount'),
    transactionNumber: text('transaction_number'),
    syncedAt: syncedAt(),
  },
  (t) => [
    reportRowKeyIndex('financial_events', t),
    index('financial_events_posted_idx').on(t.channelId, t.postedDate),
    index('financial_events_order_idx').on(t.channelId, t.amazonOrderId),
  ],
);

/** GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA: Amazon's measurement, size tier and per-unit fees per SKU. */
export const fbaEstimatedFees = pgTable(
  'fba_estimated_fees',
  {
    channelId: channelId(),
    sku: text('sku').notNull(),
    fnsku: text('fnsku'),
    asin: text('asin'),
    productGroup: text('product_group'),
    sizeTier: text('size_tier'),
    longestSideIn: inches('longest_side_in'),
    medianSideIn: inches('median_side_in'),
    shortestSideIn: inches('shortest_side_in'),
    lengthAndGirthIn: inches('length_and_girth_in'),
    weightLb: pounds('weight_lb'),
    currency: text('currency'),
    yourPrice: money('your_price'),
    estimatedFeeTotal: money('estimated_fee_total'),
    referralFeePerUnit: money('referral_fee_per_unit'),
    variableClosingFee: money('variable_closing_fee'),
    fulfillmentFeePerUnit: money('fulfillment_fee_per_unit'),
    syncedAt: syncedAt(),
  },
  (t) => [primaryKey({ columns: [t.channelId, t.sku] })],
);

/** GET_LEDGER_SUMMARY_VIEW_DATA by month and country: opening, movements and closing per FNSKU. */
export const fbaLedgerSummary = pgTable(
  'fba_ledger_summary',
  {
    ...reportRowKey(),
    /** The report's period label ("11/2026" monthly, a day otherwise) and the day it starts. */
    period: text('period').notNull(),
    periodStart: date('period_start').notNull(),
    fnsku: text('fnsku'),
    asin: text('asin'),
    msku: text('msku'),
    disposition: text('disposition'),
    location: text('location'),
    startingBalance: integer('starting_balance'),
    inTransit: integer('in_transit'),
    receipts: integer('receipts'),
    customerShipments: integer('customer_shipments'),
    customerReturns: integer('customer_returns'),
    vendorReturns: integer('vendor_returns'),
    warehouseTransfers: integer('warehouse_transfers'),
    found: integer('found'),
    lost: integer('lost'),
    damaged: integer('damaged'),
    disposed: integer('disposed'),
    otherEvents: integer('other_events'),
    endingBalance: integer('ending_balance'),
    unknownEvents: integer('unknown_events'),
    syncedAt: syncedAt(),
  },
  (t) => [
    reportRowKeyIndex('fba_ledger_summary', t),
    index('fba_ledger_summary_period_idx').on(t.channelId, t.periodStart),
  ],
);
