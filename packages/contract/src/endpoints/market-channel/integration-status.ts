import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZStoreAds } from '../market-ads/model.ts';
import { ZModuleType } from '../user.ts';
import { ZChannelSignupStep } from './model.ts';

/** GET /api/market/amazon/integration/status?moduleType — each store the caller may see, with its status. */
export const ZIntegrationStatusQuery = z.object({ moduleType: ZModuleType.default('review') });
export type TIntegrationStatusQuery = z.input<typeof ZIntegrationStatusQuery>;
/**
 * The initial import's stages (the sync engine of issue 6), in the order the status lists them. The
 * catalogue runs first; the others then run side by side (reviews need the catalogue's ASINs).
 */
export const IMPORT_STAGES = [
  'catalogue',
  'orders',
  'reviews',
  'fba-reports',
  'inbound',
  'finances',
  'ads',
  'listings',
  'offers',
  'account-health',
] as const;
export type TImportStageName = (typeof IMPORT_STAGES)[number];
/** How the web names each stage of the integration status. */
export const IMPORT_STAGE_LABELS: Record<TImportStageName, string> = {
  catalogue: 'Product catalogue',
  orders: 'Orders',
  reviews: 'Ratings and reviews',
  'fba-reports': 'FBA reports',
  inbound: 'FBA inbound shipments',
  finances: 'Financial events (fees, refunds, reimbursements)',
  ads: 'Advertising (Sponsored Products)',
  listings: 'Listing status and issues',
  offers: 'Offers on your products',
  'account-health': 'Account health',
};
/**
 * A failed stage's `reason` is one of these codes (never the exception's text, which may carry SQL and
 * data); the web shows the sentence. An unknown code shows as a generic failure.
 */
export const IMPORT_STAGE_REASONS: Record<string, string> = {
  amazon_throttled: 'Amazon kept asking us to slow down. It will be tried again.',
  amazon_auth: 'Amazon refused our access to this store. Reconnect it if this goes on.',
  amazon_client: 'Amazon refused a request. It will be tried again.',
  amazon_server: 'Amazon had a problem answering. It will be tried again.',
  amazon_network: 'Amazon could not be reached. It will be tried again.',
  reconnect_needed: 'Amazon no longer accepts this store’s authorization. Please reconnect it.',
  report_too_large: 'An Amazon report was too large to read.',
  internal_error: 'Something went wrong on our side. It will be tried again.',
  /** A skipped stage's reason: the store has no Amazon Ads consent, so nothing of Ads is read. */
  ads_not_connected: 'Advertising not connected',
};
/** The sentence for a stage's reason code. */
export function importStageReasonText(reason: string): string {
  return IMPORT_STAGE_REASONS[reason] ?? IMPORT_STAGE_REASONS.internal_error ?? reason;
}
/** skipped: the stage had nothing it may read (its reason says why, e.g. ads_not_connected); no error. */
export const ZImportStageStatus = z.enum(['waiting', 'running', 'done', 'failed', 'skipped']);
export const ZImportStage = z.object({
  stage: z.string(),
  status: ZImportStageStatus,
  /** What the stage has written so far, e.g. { orders: 1200, items: 1500 }. */
  counts: z.record(z.string(), z.number()),
  /** Why it failed or was skipped (only then): a code of IMPORT_STAGE_REASONS. */
  reason: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type TImportStage = z.infer<typeof ZImportStage>;
export const ZIntegrationStatusItem = z.object({
  channel_id: z.string(),
  seller_id: z.string(),
  market_id: z.string(),
  country_code: z.string(),
  country_name: z.string(),
  region: z.string(),
  status: z.string(),
  signup_step: ZChannelSignupStep,
  /** UTC, ISO 8601. */
  connected_at: z.string(),
  updated_at: z.string(),
  /** The initial import's stages (IMPORT_STAGES order). */
  stages: z.array(ZImportStage),
  /** Whether the store has its separate Amazon Ads consent (issue 18). */
  ads: ZStoreAds,
});
export type TIntegrationStatusItem = z.infer<typeof ZIntegrationStatusItem>;
export const ZIntegrationStatusResponse = ZEnvelope(z.array(ZIntegrationStatusItem));
export type TIntegrationStatusResponse = z.infer<typeof ZIntegrationStatusResponse>;

export const integrationStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/market/amazon/integration/status',
  tags: ['market'],
  summary: 'Each store the caller may see, with its connection status and signup step',
  query: ZIntegrationStatusQuery,
  response: ZIntegrationStatusResponse,
});
