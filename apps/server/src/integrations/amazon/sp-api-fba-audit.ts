import type { TSpApiClient, TSpStore } from './sp-api-client.ts';

// The SP-API operations the reimbursement audit's data needs: Fulfillment Inbound v0 shipments and
// their items, and Finances v0 financial events. Inbound is read through v0 on purpose: the 2024-03-20
// API's shipment items (listShipmentItems) carry only the planned `quantity`, no received count, and
// its shipments are reached per inbound plan; v0 getShipments/getShipmentItems answer "shipped vs
// received per SKU" for every shipment updated in a date range, in two paginated calls.

export type TInboundShipmentInfo = {
  ShipmentId?: string;
  ShipmentName?: string;
  DestinationFulfillmentCenterId?: string;
  ShipmentStatus?: string;
  LabelPrepType?: string;
  BoxContentsSource?: string;
  ConfirmedNeedByDate?: string;
};
export type TInboundShipmentItem = {
  ShipmentId?: string;
  SellerSKU: string;
  FulfillmentNetworkSKU?: string;
  QuantityShipped: number;
  QuantityReceived?: number;
  QuantityInCase?: number;
};

export type TMoney = { CurrencyCode?: string; CurrencyAmount?: number };
export type TChargeComponent = { ChargeType?: string; ChargeAmount?: TMoney };
export type TFeeComponent = { FeeType?: string; FeeAmount?: TMoney };
export type TFinShipmentItem = {
  SellerSKU?: string;
  OrderItemId?: string;
  OrderAdjustmentItemId?: string;
  QuantityShipped?: number;
  ItemChargeList?: TChargeComponent[];
  ItemChargeAdjustmentList?: TChargeComponent[];
  ItemFeeList?: TFeeComponent[];
  ItemFeeAdjustmentList?: TFeeComponent[];
};
export type TFinShipmentEvent = {
  AmazonOrderId?: string;
  PostedDate?: string;
  ShipmentItemList?: TFinShipmentItem[];
  ShipmentItemAdjustmentList?: TFinShipmentItem[];
};
export type TFinAdjustmentEvent = {
  AdjustmentType?: string;
  PostedDate?: string;
  AdjustmentAmount?: TMoney;
  AdjustmentItemList?: {
    Quantity?: string;
    PerUnitAmount?: TMoney;
    TotalAmount?: TMoney;
    SellerSKU?: string;
    FnSKU?: string;
    ASIN?: string;
    TransactionNumber?: string;
  }[];
};
export type TFinSafetEvent = {
  PostedDate?: string;
  SAFETClaimId?: string;
  ReimbursedAmount?: TMoney;
  ReasonCode?: string;
  SAFETReimbursementItemList?: { itemChargeList?: TChargeComponent[]; productDescription?: string }[];
};
export type TFinancialEvents = {
  ShipmentEventList?: TFinShipmentEvent[];
  RefundEventList?: TFinShipmentEvent[];
  AdjustmentEventList?: TFinAdjustmentEvent[];
  SAFETReimbursementEventList?: TFinSafetEvent[];
};

type TInboundQuery =
  | { LastUpdatedAfter: string; LastUpdatedBefore: string; NextToken?: undefined }
  | { NextToken: string };

export function fbaAuditOperations(client: TSpApiClient) {
  // DATE_RANGE for the first page, NEXT_TOKEN for the rest (v0's own query shape).
  const inboundQuery = (marketplaceId: string, q: TInboundQuery) =>
    q.NextToken
      ? { QueryType: 'NEXT_TOKEN', NextToken: q.NextToken, MarketplaceId: marketplaceId }
      : { QueryType: 'DATE_RANGE', MarketplaceId: marketplaceId, ...q };
  return {
    getInboundShipments(store: TSpStore, marketplaceId: string, q: TInboundQuery) {
      return client.call<{ payload?: { ShipmentData?: TInboundShipmentInfo[]; NextToken?: string } }>(
        store,
        'getShipments',
        { path: '/fba/inbound/v0/shipments', query: inboundQuery(marketplaceId, q) },
      );
    },
    getInboundShipmentItems(store: TSpStore, marketplaceId: string, q: TInboundQuery) {
      return client.call<{ payload?: { ItemData?: TInboundShipmentItem[]; NextToken?: string } }>(
        store,
        'getShipmentItems',
        { path: '/fba/inbound/v0/shipmentItems', query: inboundQuery(marketplaceId, q) },
      );
    },
    /** One page of events posted in [postedAfter, postedBefore); later pages by nextToken alone. */
    listFinancialEvents(
      store: TSpStore,
      q: { PostedAfter: string; PostedBefore: string } | { NextToken: string },
    ) {
      return client.call<{ payload?: { FinancialEvents?: TFinancialEvents; NextToken?: string } }>(
        store,
        'listFinancialEvents',
        { path: '/finances/v0/financialEvents', query: { MaxResultsPerPage: 100, ...q } },
      );
    },
  };
}
