import { inboundShipmentItems, inboundShipments } from '../db/schema/index.ts';
import { validRecords } from './amazon-payloads.ts';
import { bulkUpsert, upsertPerStore } from './bulk-upsert.ts';
import { ZInboundShipment, ZInboundShipmentItem } from './fba-audit-payloads.ts';
import { DAY_MS, type TStageContext } from './sync-context.ts';
import { addCount, eachTokenPage } from './token-pages.ts';
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
  await eachTokenPage(
    (next) => spApi.getInboundShipments(ctx.store, marketplaceId, next ? { NextToken: next } : range),
    async (answer) => {
      const shipments = validRecords(
        ctx,
        'inbound shipment',
        ZInboundShipment,
        answer.payload?.ShipmentData ?? [],
      );
      const written = await upsertPerStore(
        ctx.db,
        inboundShipments,
        'shipmentId',
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
      );
      addCount(ctx, 'shipments', written);
    },
  );
  await eachTokenPage(
    (next) => spApi.getInboundShipmentItems(ctx.store, marketplaceId, next ? { NextToken: next } : range),
    async (answer) => {
      const items = validRecords(
        ctx,
        'inbound shipment item',
        ZInboundShipmentItem,
        answer.payload?.ItemData ?? [],
      );
      const written = await bulkUpsert(
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
      );
      addCount(ctx, 'shipment_items', written);
    },
  );
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
