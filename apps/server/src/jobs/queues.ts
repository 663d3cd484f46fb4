import { z } from 'zod';

// Every job queue the product has: its name and the payload it carries. The job definitions
// (definitions/*.job.ts) take their payload schema from here, and enqueue.ts types what the modules may
// queue by it, without importing a definition (they import the modules' services: a cycle otherwise).

const ZStorePayload = z.object({ channelId: z.uuid() });
/** A scheduled job for the whole product: pg-boss sends it with `{}`. */
const ZNoPayload = z.object({});

export const JOB_PAYLOADS = {
  'initial-import': ZStorePayload,
  'sync-orders': ZStorePayload,
  'sync-reviews': ZStorePayload,
  'sync-reports': ZStorePayload,
  'sync-ads': ZStorePayload,
  'sync-offers': ZStorePayload,
  'sync-listings': ZStorePayload,
  'review-events': z.object({ channelId: z.uuid(), alerts: z.boolean() }),
  'daily-summary': ZNoPayload,
  'reimburse-notify': ZNoPayload,
  'review-request-dispatch': ZNoPayload,
  'review-request-send': ZStorePayload,
  'reimburse-audit': ZStorePayload,
  cleanup: ZNoPayload,
  'ppc-rules': ZNoPayload,
  'ppc-dayparting': ZNoPayload,
  'billing-monthly': ZNoPayload,
  'billing-retry': ZNoPayload,
  'violation-detect': ZStorePayload,
  'violation-digest': ZNoPayload,
  'campaign-dispatch': ZNoPayload,
  'campaign-send': z.object({ campaignId: z.uuid() }),
  /** One attempt of one webhook delivery (attempt in the key: each retry is its own job). */
  'webhook-deliver': z.object({ deliveryId: z.uuid(), attempt: z.int().min(1) }),
  'report-schedules': ZNoPayload,
} as const;

export type TJobName = keyof typeof JOB_PAYLOADS;
export type TJobPayload<N extends TJobName> = z.infer<(typeof JOB_PAYLOADS)[N]>;

/** The scheduled syncs of each store (per-store pg-boss schedules, key = channel id). */
export const STORE_SYNC_JOBS = [
  'sync-orders',
  'sync-reviews',
  'sync-reports',
  'sync-ads',
  'sync-offers',
  'sync-listings',
] as const satisfies readonly TJobName[];
export type TStoreSyncJob = (typeof STORE_SYNC_JOBS)[number];
