import { z } from 'zod';
import { SIGNUP_STEP_DONE } from '../constants.ts';
import { ZModuleType } from './user.ts';

// Stores (the spec's "channels"): one connected seller account in one marketplace. Every call here answers
// only with stores of the caller's own company, and only those in the caller's access_channel_list when
// one is set; any other store or company is refused with 403 and the same message, revealing nothing.

/** Server answers of the store calls (the web shows them as given). */
export const CHANNEL_MESSAGES = {
  companyForbidden: 'You do not have access to this company.',
  storeForbidden: 'You do not have access to this store.',
  selected: 'Store selected.',
} as const;

/**
 * A store's connection status (channels.status). `reconnect-needed`: Amazon refused its refresh token
 * (LWA invalid_grant: the seller revoked the app, or the authorization expired); the syncs fail until
 * the seller authorizes it again through the consent flow, which sets it back to `connected`.
 */
export const CHANNEL_STATUS = {
  connected: 'connected',
  reconnectNeeded: 'reconnect-needed',
  disconnected: 'disconnected',
} as const;

/**
 * Signup status of a store (spec §3 "signup status"): `importing` from the moment it is connected until
 * the initial import job has run, then `done`. `connect` when the caller has no store to report on.
 */
export const CHANNEL_SIGNUP_STEPS = {
  connect: 'connect',
  importing: 'importing',
  done: SIGNUP_STEP_DONE,
} as const;
export const ZChannelSignupStep = z.enum([
  CHANNEL_SIGNUP_STEPS.connect,
  CHANNEL_SIGNUP_STEPS.importing,
  CHANNEL_SIGNUP_STEPS.done,
]);
export type TChannelSignupStep = z.infer<typeof ZChannelSignupStep>;

/** The store entry of spec §3. */
export const ZChannel = z.object({
  /** The store's own id (stable; use it as a React key). */
  channel_id: z.string(),
  /** Amazon's selling partner id. One seller may have stores in several marketplaces. */
  seller_id: z.string(),
  /** The name the switcher groups stores by: the company that owns the store. */
  company_name: z.string(),
  /** Amazon marketplace id, e.g. ATVPDKIKX0DER. */
  market_id: z.string(),
  /** Lower-case flag code of spec §9, e.g. us, uk, de. */
  country_code: z.string(),
  country_name: z.string(),
  default_marketplace_id: z.string(),
  /** The marketplace's code list item: code is the marketplace id, value_2 the country code. */
  channel_info: z.object({ code: z.string(), value_2: z.string() }),
  /** The label of the store in the switcher, e.g. "Amazon United States". */
  channel_store: z.string(),
  /** In the caller's favorite_channel config. */
  isFavorite: z.boolean(),
  /** Connection status: connected, or what went wrong with the authorization. */
  status: z.string(),
  signup_step: ZChannelSignupStep,
  /** UTC, ISO 8601. */
  connected_at: z.string(),
});
export type TChannel = z.infer<typeof ZChannel>;

/** Query of the store reads (spec §7 sends moduleType; default review). */
export const ZChannelListQuery = z.object({ moduleType: ZModuleType.default('review') });
export type TChannelListQuery = z.input<typeof ZChannelListQuery>;

/** GET /api/market/{companyId}/channel?moduleType — every store the caller may see, favourites first. */
export const ZCompanyChannelParams = z.object({ companyId: z.string().trim().min(1).max(100) });
export const ZChannelListResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.array(ZChannel),
});
export type TChannelListResponse = z.infer<typeof ZChannelListResponse>;

/**
 * GET /api/market/channel?moduleType[&sellerId] — the caller's current store for the module (the one
 * saved by PUT /api/market/user/channel or /seller), or, with sellerId, that seller's store. When the saved
 * store is gone or no longer permitted, the first store the caller may see; null when there is none.
 */
export const ZCurrentChannelQuery = z.object({
  moduleType: ZModuleType.default('review'),
  sellerId: z.string().trim().min(1).max(100).optional(),
});
export type TCurrentChannelQuery = z.input<typeof ZCurrentChannelQuery>;
export const ZCurrentChannelResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZChannel.nullable(),
});
export type TCurrentChannelResponse = z.infer<typeof ZCurrentChannelResponse>;

/**
 * The store being selected. The web may send the whole store entry; only these fields are read.
 * market_id (or channel_info.code) picks the marketplace; without it the seller's first store is chosen.
 */
export const ZChannelSelection = z.object({
  seller_id: z.string().trim().min(1, 'channel_info.seller_id is required.').max(100),
  market_id: z.string().trim().min(1).max(100).optional(),
  channel_info: z
    .object({ code: z.string().trim().min(1).max(100) })
    .partial()
    .optional(),
});
export type TChannelSelection = z.input<typeof ZChannelSelection>;

/** PUT /api/market/user/channel — select the current store (saved on the user: survives reload and sign-in). */
export const ZSelectChannelRequest = z.object({
  channel_info: ZChannelSelection,
  moduleType: ZModuleType.default('review'),
});
export type TSelectChannelRequest = z.input<typeof ZSelectChannelRequest>;

/** PUT /api/market/user/seller — the same selection, spelled module_type (spec §7). */
export const ZSelectSellerRequest = z.object({
  channel_info: ZChannelSelection,
  module_type: ZModuleType.default('review'),
});
export type TSelectSellerRequest = z.input<typeof ZSelectSellerRequest>;

/** Both selections answer with the store now current. */
export const ZSelectChannelResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZChannel,
});
export type TSelectChannelResponse = z.infer<typeof ZSelectChannelResponse>;

/**
 * GET /api/market/amazon/signup/status?sellerId&moduleType — `done` once every store of the seller has
 * finished its initial import. Without sellerId: the caller's current seller. The web polls it every
 * SIGNUP_STATUS_POLL_MS until done.
 */
export const ZSignupStatusQuery = z.object({
  sellerId: z.string().trim().min(1).max(100).optional(),
  moduleType: ZModuleType.default('review'),
});
export type TSignupStatusQuery = z.input<typeof ZSignupStatusQuery>;
export const ZSignupStatusResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ seller_id: z.string().nullable(), signup_step: ZChannelSignupStep }),
});
export type TSignupStatusResponse = z.infer<typeof ZSignupStatusResponse>;

/** GET /api/market/amazon/integration/status?moduleType — each store the caller may see, with its status. */
export const ZIntegrationStatusQuery = z.object({ moduleType: ZModuleType.default('review') });
export type TIntegrationStatusQuery = z.input<typeof ZIntegrationStatusQuery>;
/**
 * The initial import's stages (the sync engine of issue 6), in the order the status lists them. The
 * catalogue runs first; the others then run side by side (reviews need the catalogue's ASINs).
 */
export const IMPORT_STAGES = ['catalogue', 'orders', 'reviews', 'fba-reports', 'ads'] as const;
export type TImportStageName = (typeof IMPORT_STAGES)[number];
/** How the web names each stage of the integration status. */
export const IMPORT_STAGE_LABELS: Record<TImportStageName, string> = {
  catalogue: 'Product catalogue',
  orders: 'Orders',
  reviews: 'Ratings and reviews',
  'fba-reports': 'FBA reports',
  ads: 'Advertising (Sponsored Products)',
};
export const ZImportStageStatus = z.enum(['waiting', 'running', 'done', 'failed']);
export const ZImportStage = z.object({
  stage: z.string(),
  status: ZImportStageStatus,
  /** What the stage has written so far, e.g. { orders: 1200, items: 1500 }. */
  counts: z.record(z.string(), z.number()),
  /** Why it failed (only when failed). */
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
});
export type TIntegrationStatusItem = z.infer<typeof ZIntegrationStatusItem>;
export const ZIntegrationStatusResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.array(ZIntegrationStatusItem),
});
export type TIntegrationStatusResponse = z.infer<typeof ZIntegrationStatusResponse>;

/**
 * GET /api/market/account/product/first-date?marketplaceId&sellerId&moduleType — the earliest product or
 * order date of the store (the earliest order purchase or listing open date its import wrote), read by the
 * web as data.data. null while the store has no imported products or orders yet.
 */
export const ZFirstDateQuery = z.object({
  marketplaceId: z.string().trim().min(1).max(100).optional(),
  sellerId: z.string().trim().min(1).max(100).optional(),
  moduleType: ZModuleType.default('review'),
});
export type TFirstDateQuery = z.input<typeof ZFirstDateQuery>;
export const ZFirstDateResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  /** data.data: YYYY-MM-DD, or null when there is no data yet. */
  data: z.object({ data: z.string().nullable() }),
});
export type TFirstDateResponse = z.infer<typeof ZFirstDateResponse>;
