import { CLOSED_SHIPMENT_STATUSES, type TSetupShipment } from '@seller-tools/contract';
import { and, desc, eq, exists, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { inboundShipmentItems, inboundShipments, reimburseStoreSettings } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';
import type { TReviewStore } from '../../../lib/store-access.ts';
import { decodeKeyCursor, encodeKeyCursor } from './cursor.ts';

type TQuery = { limit: number; q?: string | undefined; cursor?: string | undefined };

/** The store's closed inbound shipments, newest id first, with shipped and received per SKU. */
export async function listClosedShipments(
  db: TDb,
  store: TReviewStore,
  query: TQuery,
): Promise<{ items: TSetupShipment[]; next_cursor: string | null }> {
  const after = decodeKeyCursor(query.cursor);
  const conditions: (SQL | undefined)[] = [
    eq(inboundShipments.channelId, store.channelId),
    inArray(inboundShipments.status, [...CLOSED_SHIPMENT_STATUSES]),
    after === null ? undefined : lt(inboundShipments.shipmentId, after),
  ];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      or(
        ilike(inboundShipments.shipmentId, pattern),
        ilike(inboundShipments.name, pattern),
        exists(
          db
            .select({ one: inboundShipmentItems.sellerSku })
            .from(inboundShipmentItems)
            .where(
              and(
                eq(inboundShipmentItems.channelId, inboundShipments.channelId),
                eq(inboundShipmentItems.shipmentId, inboundShipments.shipmentId),
                ilike(inboundShipmentItems.sellerSku, pattern),
              ),
            ),
        ),
      ),
    );
  }
  const rows = await db
    .select()
    .from(inboundShipments)
    .where(and(...conditions))
    .orderBy(desc(inboundShipments.shipmentId))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const ids = page.map((r) => r.shipmentId);
  const [items, settings] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(inboundShipmentItems)
          .where(
            and(
              eq(inboundShipmentItems.channelId, store.channelId),
              inArray(inboundShipmentItems.shipmentId, ids),
            ),
          )
          .orderBy(inboundShipmentItems.sellerSku),
    db
      .select({ excluded: reimburseStoreSettings.excludedShipmentIds })
      .from(reimburseStoreSettings)
      .where(eq(reimburseStoreSettings.channelId, store.channelId)),
  ]);
  const excluded = new Set(settings[0]?.excluded ?? []);
  const last = page.at(-1);
  return {
    items: page.map((shipment) => {
      const lines = items
        .filter((i) => i.shipmentId === shipment.shipmentId)
        .map((i) => ({
          sku: i.sellerSku,
          fnsku: i.fnsku,
          shipped: i.quantityShipped,
          received: i.quantityReceived ?? 0,
        }));
      return {
        shipment_id: shipment.shipmentId,
        name: shipment.name,
        status: shipment.status,
        destination: shipment.destinationFulfillmentCenterId,
        shipped: lines.reduce((n, l) => n + l.shipped, 0),
        received: lines.reduce((n, l) => n + l.received, 0),
        excluded: excluded.has(shipment.shipmentId),
        items: lines,
      };
    }),
    next_cursor: rows.length > query.limit && last ? encodeKeyCursor(last.shipmentId) : null,
  };
}
