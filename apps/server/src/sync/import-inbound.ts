import { inboundShipmentItems, inboundShipments } from '../db/schema/index.ts';
import { validRecords } from './amazon-payloads.ts';
import { bulkUpsert } from './bulk-upsert.ts';
import { ZInboundShipment, ZInboundShipmentItem } from './fba-audit-payloads.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';
import { eachSavedWindow, type TWindow } from './windowed-import.ts';

// The FBA inbound shipments and their lines — shipped vs received per SKU, the shipment's status — read
// through Fulfillment Inbound v0 (sp-api-fba-audit.ts says why not 2024-03-20): every shipment updated
// in a window, then every line of those shipments. A shipment is listed again whenever it changes
// (receiving, closed), so its received counts and status are overwritten with the newest.

/** As far back as the ledger (FBA_HISTORY_DAYS): older shipments are past any claim window. */
export const INBOUND_HISTORY_DAYS = 540;
const WINDOW_DAYS = 90;

async function readWindow(ctx: TStageContext, w: TWindow): Promise<void> {
  const { spApi } = ctx.marketplace;
  const range = {
    LastUpdatedAfter: new Date(w.start).toISOString(),
    LastUpdatedBefore: new Date(w.end).toISOString(),
  };
  const { channelId, marketplaceId } = ctx.store;
  let next: string | undefined;
  do {
    const answer = await spApi.getInboundShipments(
      ctx.store,
      marketplaceId,
      next ? { NextToken: next } : range,
    );
    const shipments = validRecords(
      ctx,
      'inbound shipment',
      ZInboundShipment,
      answer.payload?.ShipmentData ?? [],
    );
    ctx.counts.shipments =
      (ctx.counts.shipments ?? 0) +
      (await bulkUpsert(
        ctx.db,
        inboundShipments,
        [inboundShipments.channelId, inboundShipments.shipmentId],
        shipments.map((s) => ({
          channelId,
          shipmentId: s.ShipmentId,
          name: s.ShipmentName ?? null,
          status: s.ShipmentStatus,
          destinationFulfillmentCenterId: s.DestinationFulfillmentCenterId ?? null,
          labelPrepType: s.LabelPrepType ?? null,
          boxContentsSource: s.BoxContentsSource ?? null,
          confirmedNeedByDate: s.ConfirmedNeedByDate?.slice(0, 10) ?? null,
        })),
        { keyOf: (r) => r.shipmentId },
      ));
    next = answer.payload?.NextToken;
  } while (next);
  do {
    const answer = await spApi.getInboundShipmentItems(
      ctx.store,
      marketplaceId,
      next ? { NextToken: next } : range,
    );
    const items = validRecords(
      ctx,
      'inbound shipment item',
      ZInboundShipmentItem,
      answer.payload?.ItemData ?? [],
    );
    ctx.counts.shipment_items =
      (ctx.counts.shipment_items ?? 0) +
      (await bulkUpsert(
        ctx.db,
        inboundShipmentItems,
        [inboundShipmentItems.channelId, inboundShipmentItems.shipmentId, inboundShipmentItems.sellerSku],
        items.map((i) => ({
          channelId,
          shipmentId: i.ShipmentId,
          sellerSku: i.SellerSKU,
          fnsku: i.FulfillmentNetworkSKU || null,
          quantityShipped: i.QuantityShipped,
          quantityReceived: i.QuantityReceived ?? null,
          quantityInCase: i.QuantityInCase ?? null,
        })),
        { keyOf: (r) => `${r.shipmentId}|${r.sellerSku}` },
      ));
    next = answer.payload?.NextToken;
  } while (next);
}

/**
 * The shipments updated since `since` (ms; an incremental sync), or over INBOUND_HISTORY_DAYS (the
 * initial import), up to now.
 */
export async function importInbound(ctx: TStageContext, since?: number): Promise<void> {
  const now = ctx.clock.now().getTime();
  const from = since ?? now - INBOUND_HISTORY_DAYS * DAY_MS;
  await eachSavedWindow(ctx, { from, to: now }, WINDOW_DAYS, (w) => readWindow(ctx, w));
}
