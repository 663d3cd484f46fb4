import { z } from 'zod';
import { SIGNUP_STEP_DONE } from '../../constants.ts';

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
