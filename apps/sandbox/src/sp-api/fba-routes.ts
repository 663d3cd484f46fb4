import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound, ok } from '../api-errors.ts';
import { dayOf, isoSeconds } from '../clock.ts';
import {
  findShipment,
  inboundStatusAt,
  receivedAt,
  shipmentsCreatedBetween,
  type TInboundShipment,
} from '../data/inbound.ts';
import { sellableBalances } from '../data/ledger.ts';
import { orderStatusAt } from '../data/orders.ts';
import { sellerData, type TSellerData } from '../data/seller-data.ts';
import { findMarketplace } from '../marketplaces.ts';
import { operationsOf, SP_API, type TApiDeps } from '../operation.ts';
import { dateParam, decodeToken, encodeToken, listParam, param } from '../query.ts';

const INBOUND_PAGE = 50;
const INVENTORY_PAGE = 50;

/** Units of each SKU in orders that are placed but not yet shipped (reserved for customers). */
function reservedUnits(data: TSellerData, now: number): Map<string, number> {
  const reserved = new Map<string, number>();
  for (let day = dayOf(now) - 2; day <= dayOf(now); day++) {
    for (const order of data.ordersOn(day)) {
      if (order.channel !== 'AFN' || order.purchaseDate > now) continue;
      const status = orderStatusAt(order, now);
      if (status !== 'Pending' && status !== 'Unshipped') continue;
      for (const item of order.items)
        reserved.set(item.product.sku, (reserved.get(item.product.sku) ?? 0) + item.quantity);
    }
  }
  return reserved;
}

function shipmentJson(s: TInboundShipment, now: number, data: TSellerData) {
  return {
    ShipmentId: s.shipmentId,
    ShipmentName: s.name,
    ShipFromAddress: {
      Name: data.profile.storeName,
      AddressLine1: '100 Warehouse Way',
      City: 'Reno',
      StateOrProvinceCode: 'NV',
      CountryCode: data.profile.home.countryCode,
      PostalCode: '89502',
    },
    DestinationFulfillmentCenterId: s.destination,
    ShipmentStatus: inboundStatusAt(s, now),
    LabelPrepType: 'SELLER_LABEL',
    AreCasesRequired: true,
    BoxContentsSource: 'FEED',
    // The day the seller committed to deliver by (yyyy-MM-dd, the model's date format).
    ConfirmedNeedByDate: new Date(s.receivingAt).toISOString().slice(0, 10),
  };
}

function itemJson(s: TInboundShipment, now: number) {
  return s.items.map((item) => ({
    ShipmentId: s.shipmentId,
    SellerSKU: item.product.sku,
    FulfillmentNetworkSKU: item.product.fnsku ?? '',
    QuantityShipped: item.quantityShipped,
    QuantityReceived: receivedAt(item, now),
    QuantityInCase: item.quantityInCase,
  }));
}

type TInboundToken = { kind: 'inbound'; after: number; before: number; offset: number; items: boolean };

// FBA Inventory v1 and Fulfillment Inbound v0 (getShipments, getShipmentItems, items by shipment).
export function registerFbaRoutes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  const now = () => deps.clock.now().getTime();

  on('getInventorySummaries', 'GET /fba/inventory/v1/summaries', (request, caller) => {
    const data = sellerData(caller.sellingPartnerId);
    const q = request.query;
    if (param(q, 'granularityType') !== 'Marketplace')
      return invalidInput('granularityType must be Marketplace.');
    const marketplaceId = param(q, 'granularityId');
    if (!marketplaceId || !listParam(q, 'marketplaceIds').includes(marketplaceId)) {
      return invalidInput('granularityId and marketplaceIds are required.');
    }
    const skus = listParam(q, 'sellerSkus');
    if (skus.length > 50) return invalidInput('sellerSkus accepts at most 50 values.');
    const details = param(q, 'details') === 'true';
    const t = now();
    const balances = sellableBalances(data, dayOf(t) - 1);
    const reserved = reservedUnits(data, t);
    const inbound = shipmentsCreatedBetween(data, t - 20 * 86_400_000, t);
    const all = data.catalog.filter(
      (p) =>
        p.channel === 'AFN' &&
        marketplaceId === data.profile.home.id &&
        (skus.length === 0 || skus.includes(p.sku)),
    );
    const token = param(q, 'nextToken');
    const offset = token
      ? (decodeToken<{ kind: string; offset: number }>(token, 'inventory')?.offset ?? -1)
      : 0;
    if (offset < 0) return invalidInput('Invalid nextToken.');
    const page = all.slice(offset, offset + INVENTORY_PAGE).map((p) => {
      const res = reserved.get(p.sku) ?? 0;
      const fulfillable = Math.max(0, (balances.get(p.sku) ?? 0) - res);
      let working = 0;
      let shipped = 0;
      let receiving = 0;
      for (const s of inbound) {
        const status = inboundStatusAt(s, t);
        for (const item of s.items) {
          if (item.product !== p) continue;
          if (status === 'WORKING') working += item.quantityShipped;
          else if (status === 'SHIPPED') shipped += item.quantityShipped;
          else if (status === 'RECEIVING') receiving += item.quantityShipped - receivedAt(item, t);
        }
      }
      return {
        asin: p.asin,
        fnSku: p.fnsku,
        sellerSku: p.sku,
        condition: 'NewItem',
        ...(details
          ? {
              inventoryDetails: {
                fulfillableQuantity: fulfillable,
                inboundWorkingQuantity: working,
                inboundShippedQuantity: shipped,
                inboundReceivingQuantity: receiving,
                reservedQuantity: {
                  totalReservedQuantity: res,
                  pendingCustomerOrderQuantity: res,
                  pendingTransshipmentQuantity: 0,
                  fcProcessingQuantity: 0,
                },
                researchingQuantity: { totalResearchingQuantity: 0, researchingQuantityBreakdown: [] },
                unfulfillableQuantity: {
                  totalUnfulfillableQuantity: 0,
                  customerDamagedQuantity: 0,
                  warehouseDamagedQuantity: 0,
                  distributorDamagedQuantity: 0,
                  carrierDamagedQuantity: 0,
                  defectiveQuantity: 0,
                  expiredQuantity: 0,
                },
              },
            }
          : {}),
        lastUpdatedTime: isoSeconds(t),
        productName: p.title,
        totalQuantity: fulfillable + res + working + shipped + receiving,
      };
    });
    return ok({
      payload: {
        granularity: { granularityType: 'Marketplace', granularityId: marketplaceId },
        inventorySummaries: page,
      },
      ...(offset + INVENTORY_PAGE < all.length
        ? { pagination: { nextToken: encodeToken({ kind: 'inventory', offset: offset + INVENTORY_PAGE }) } }
        : {}),
    });
  });

  // getShipments and getShipmentItems share the query shape: QueryType DATE_RANGE | NEXT_TOKEN (| SHIPMENT).
  const listInbound = (request: { query: unknown }, sellingPartnerId: string, items: boolean) => {
    const data = sellerData(sellingPartnerId);
    const q = request.query;
    const queryType = param(q, 'QueryType');
    const marketplaceId = param(q, 'MarketplaceId');
    if (marketplaceId === undefined && queryType !== 'NEXT_TOKEN')
      return invalidInput('MarketplaceId is required.');
    if (marketplaceId !== undefined && !findMarketplace(marketplaceId))
      return invalidInput(`Invalid MarketplaceId: ${marketplaceId}.`);
    let cursor: TInboundToken;
    if (queryType === 'NEXT_TOKEN') {
      const token = decodeToken<TInboundToken>(param(q, 'NextToken') ?? '', 'inbound');
      if (!token || token.items !== items) return invalidInput('Invalid NextToken.');
      cursor = token;
    } else if (queryType === 'DATE_RANGE') {
      const after = dateParam(q, 'LastUpdatedAfter');
      const before = dateParam(q, 'LastUpdatedBefore');
      if (after === null || before === null || Number.isNaN(after) || Number.isNaN(before)) {
        return invalidInput('LastUpdatedAfter and LastUpdatedBefore are required for QueryType DATE_RANGE.');
      }
      cursor = { kind: 'inbound', after, before, offset: 0, items };
    } else if (queryType === 'SHIPMENT' && !items) {
      const ids = listParam(q, 'ShipmentIdList');
      const statuses = listParam(q, 'ShipmentStatusList');
      const t = now();
      const found = ids
        .map((id) => findShipment(data, id, t))
        .filter((s): s is TInboundShipment => s !== null);
      // Neither list narrows the query: the model (and Amazon's sandbox example) answers every shipment.
      const all =
        ids.length > 0
          ? found
          : shipmentsCreatedBetween(data, 0, t).filter(
              (s) => statuses.length === 0 || statuses.includes(inboundStatusAt(s, t)),
            );
      return ok({ payload: { ShipmentData: all.map((s) => shipmentJson(s, t, data)) } });
    } else {
      return invalidInput('QueryType must be DATE_RANGE or NEXT_TOKEN.');
    }
    const t = now();
    // A shipment is "updated" at its last status change; the sandbox lists by creation, which precedes it.
    const all = shipmentsCreatedBetween(
      data,
      cursor.after - 12 * 86_400_000,
      Math.min(cursor.before, t),
    ).filter((s) => {
      const last =
        [s.createdAt, s.shippedAt, s.receivingAt, s.closedAt].filter((x) => x <= t).pop() ?? s.createdAt;
      return last >= cursor.after && last <= cursor.before;
    });
    const page = all.slice(cursor.offset, cursor.offset + INBOUND_PAGE);
    const next =
      cursor.offset + INBOUND_PAGE < all.length
        ? encodeToken({ ...cursor, offset: cursor.offset + INBOUND_PAGE })
        : undefined;
    const body = items
      ? { ItemData: page.flatMap((s) => itemJson(s, t)) }
      : { ShipmentData: page.map((s) => shipmentJson(s, t, data)) };
    return ok({ payload: { ...body, ...(next ? { NextToken: next } : {}) } });
  };

  on('getShipments', 'GET /fba/inbound/v0/shipments', (request, caller) =>
    listInbound(request, caller.sellingPartnerId, false),
  );

  on('getShipmentItems', 'GET /fba/inbound/v0/shipmentItems', (request, caller) =>
    listInbound(request, caller.sellingPartnerId, true),
  );

  on('getShipmentItemsByShipmentId', 'GET /fba/inbound/v0/shipments/:shipmentId/items', (request, caller) => {
    const data = sellerData(caller.sellingPartnerId);
    const { shipmentId } = request.params as { shipmentId: string };
    const marketplaceId = param(request.query, 'MarketplaceId');
    if (marketplaceId !== undefined && !findMarketplace(marketplaceId))
      return invalidInput(`Invalid MarketplaceId: ${marketplaceId}.`);
    const t = now();
    const shipment = findShipment(data, shipmentId, t);
    if (!shipment) return notFound(`Shipment ${shipmentId} was not found.`);
    return ok({ payload: { ItemData: itemJson(shipment, t) } });
  });
}
