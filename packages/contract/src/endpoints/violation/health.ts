import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreQuery } from '../reviews/common.ts';
import { ZViolationEventType } from './common.ts';

// The account-health panel (trends of each report metric against Amazon's target), the reports
// (events per week by type, time to resolve) and the watch list (violation-admin).

export const ZHealthPoint = z.object({
  observed_at: z.iso.datetime(),
  account_status: z.string().nullable(),
  ahr_status: z.string().nullable(),
  ahr_score: z.number().nullable(),
  order_defect_rate: z.number().nullable(),
  late_shipment_rate: z.number().nullable(),
  pre_fulfillment_cancellation_rate: z.number().nullable(),
  valid_tracking_rate: z.number().nullable(),
  policy_violations: z.record(z.string(), z.number()),
});
export type THealthPoint = z.infer<typeof ZHealthPoint>;

export const violationHealthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/account-health',
  tags: ['violation'],
  summary: "The store's account-health reports over time, oldest first, with Amazon's targets",
  query: ZStoreQuery.extend({ days: z.coerce.number().int().min(7).max(365).default(90) }),
  response: ZEnvelope(
    z.object({
      marketplace_id: z.string().nullable(),
      points: z.array(ZHealthPoint),
      targets: z.record(z.string(), z.number()),
    }),
  ),
});

export const violationReportsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/reports',
  tags: ['violation'],
  summary: 'Events per ISO week by type, and the median and average hours to resolve per type',
  query: ZStoreQuery.extend({ weeks: z.coerce.number().int().min(1).max(52).default(12) }),
  response: ZEnvelope(
    z.object({
      weeks: z.array(z.object({ week: z.string(), type: ZViolationEventType, count: z.number().int() })),
      resolution: z.array(
        z.object({
          type: ZViolationEventType,
          resolved: z.number().int(),
          median_hours: z.number().nullable(),
          average_hours: z.number().nullable(),
        }),
      ),
    }),
  ),
});

export const ZWatchItem = z.object({
  asin: z.string().trim().min(1).max(20),
  /** Minimum advertised price in minor units; absent: the seller's own price is the threshold. */
  map_price_minor: z.number().int().min(0).nullable().default(null),
  authorized_sellers: z.array(z.string().trim().min(1).max(32)).max(50).default([]),
  tags: z.array(z.string().trim().min(1).max(40)).max(10).default([]),
});
export type TWatchItem = z.infer<typeof ZWatchItem>;

export const violationWatchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/violation/watch',
  tags: ['violation'],
  summary: "The store's watch list: MAP prices, authorised sellers and tags per ASIN",
  query: ZStoreQuery,
  response: ZEnvelope(z.object({ items: z.array(ZWatchItem) })),
});

export const ZSaveWatchBody = z.object({
  channel_id: z.uuid('Choose a store.'),
  items: z.array(ZWatchItem).max(2000),
});
export type TSaveWatchBody = z.input<typeof ZSaveWatchBody>;

export const saveViolationWatchEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/violation/watch',
  tags: ['violation'],
  summary: "Replace the store's watch list (violation-admin)",
  body: ZSaveWatchBody,
  response: ZEnvelope(z.object({ items: z.array(ZWatchItem) })),
});
