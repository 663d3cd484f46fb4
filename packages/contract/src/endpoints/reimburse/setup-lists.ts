import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';

// The shipment-discrepancy setup's list: the store's closed inbound shipments with shipped against received
// per SKU, each marked when the seller left it out of the audit. Keyset-paged, newest shipment id first.

export const SETUP_PAGE_SIZE = 25;
export const SETUP_PAGE_MAX = 100;

const ZPagedQuery = ZStoreQuery.extend({
  /** Part of an id or SKU. */
  q: z.string().trim().max(60).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(SETUP_PAGE_MAX).default(SETUP_PAGE_SIZE),
});
export type TPagedSetupQuery = z.input<typeof ZPagedQuery>;
export { ZPagedQuery as ZSetupPagedQuery };

export const ZSetupShipment = z.object({
  shipment_id: z.string(),
  name: z.string().nullable(),
  status: z.string(),
  destination: z.string().nullable(),
  shipped: z.number().int(),
  received: z.number().int(),
  excluded: z.boolean(),
  items: z.array(
    z.object({
      sku: z.string(),
      fnsku: z.string().nullable(),
      shipped: z.number().int(),
      received: z.number().int(),
    }),
  ),
});
export type TSetupShipment = z.infer<typeof ZSetupShipment>;

export const ZSetupShipmentsResponse = ZEnvelope(
  z.object({ items: z.array(ZSetupShipment), next_cursor: z.string().nullable() }),
);

/** The inbound status of a shipment Amazon has finished receiving (its counts are final). */
export const CLOSED_SHIPMENT_STATUSES = ['CLOSED'] as const;

export const setupShipmentsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reimburse/setup/shipments',
  tags: ['reimburse'],
  summary: "The store's closed inbound shipments, shipped against received per SKU, with exclusions",
  query: ZPagedQuery,
  response: ZSetupShipmentsResponse,
});
