import { z } from 'zod';

// The Amazon records of the inbound and finances stages, checked before they reach the database (see
// amazon-payloads.ts: a record that does not fit is quarantined, the rest of the page goes through).

const dateText = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'not a date');
const quantity = z.number().int().min(-1_000_000).max(1_000_000);
const money = z.object({
  CurrencyCode: z.string().min(1).max(8),
  CurrencyAmount: z.number().finite().min(-1e11).max(1e11),
});
const moneyOptional = money.optional();

/** Fulfillment Inbound v0 InboundShipmentInfo, to the fields we store. */
export const ZInboundShipment = z.object({
  ShipmentId: z.string().min(1).max(64),
  ShipmentName: z.string().max(500).optional(),
  DestinationFulfillmentCenterId: z.string().max(32).optional(),
  ShipmentStatus: z.string().min(1).max(64),
  LabelPrepType: z.string().max(64).optional(),
  BoxContentsSource: z.string().max(64).optional(),
  ConfirmedNeedByDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}/)
    .optional(),
});

/** Fulfillment Inbound v0 InboundShipmentItem (getShipmentItems answers it with its ShipmentId). */
export const ZInboundShipmentItem = z.object({
  ShipmentId: z.string().min(1).max(64),
  SellerSKU: z.string().min(1).max(200),
  FulfillmentNetworkSKU: z.string().max(64).optional(),
  QuantityShipped: quantity,
  QuantityReceived: quantity.optional(),
  QuantityInCase: quantity.optional(),
});

const charge = z.object({ ChargeType: z.string().max(100).optional(), ChargeAmount: money });
const fee = z.object({ FeeType: z.string().max(100).optional(), FeeAmount: money });
const finItem = z.object({
  SellerSKU: z.string().max(200).optional(),
  OrderItemId: z.string().max(64).optional(),
  OrderAdjustmentItemId: z.string().max(64).optional(),
  QuantityShipped: quantity.optional(),
  ItemChargeList: z.array(charge).optional(),
  ItemChargeAdjustmentList: z.array(charge).optional(),
  ItemFeeList: z.array(fee).optional(),
  ItemFeeAdjustmentList: z.array(fee).optional(),
});

/** Finances v0 ShipmentEvent (also the shape of RefundEventList's events). */
export const ZFinShipmentEvent = z.object({
  AmazonOrderId: z.string().max(64).optional(),
  PostedDate: dateText,
  ShipmentItemList: z.array(finItem).optional(),
  ShipmentItemAdjustmentList: z.array(finItem).optional(),
});
export type TFinShipmentEventValid = z.infer<typeof ZFinShipmentEvent>;

/** Finances v0 AdjustmentEvent (reimbursements among others). */
export const ZFinAdjustmentEvent = z.object({
  AdjustmentType: z.string().min(1).max(100),
  PostedDate: dateText,
  AdjustmentAmount: moneyOptional,
  AdjustmentItemList: z
    .array(
      z.object({
        // A string in the model.
        Quantity: z
          .string()
          .regex(/^-?\d+$/)
          .optional(),
        PerUnitAmount: moneyOptional,
        TotalAmount: moneyOptional,
        SellerSKU: z.string().max(200).optional(),
        FnSKU: z.string().max(64).optional(),
        ASIN: z.string().max(32).optional(),
        TransactionNumber: z.string().max(100).optional(),
      }),
    )
    .optional(),
});
export type TFinAdjustmentEventValid = z.infer<typeof ZFinAdjustmentEvent>;

/** Finances v0 SAFETReimbursementEvent. */
export const ZFinSafetEvent = z.object({
  PostedDate: dateText,
  SAFETClaimId: z.string().max(100).optional(),
  ReimbursedAmount: money,
  ReasonCode: z.string().max(100).optional(),
});
export type TFinSafetEventValid = z.infer<typeof ZFinSafetEvent>;
