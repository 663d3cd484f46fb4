import { z } from 'zod';
import { ZModuleType } from './user.ts';

/**
 * POST /api/market/amazon/state: a single-use OAuth state (10 minutes) bound to one user, proven either
 * by a Bearer session or, during registration, by the signup token from email verification.
 */
export const ZAmazonStateRequest = z.object({
  email: z.string().trim().toLowerCase().optional(),
  signup_token: z.string().trim().min(1).optional(),
  /** The marketplace the consent is for, so the server can build the consent URL. */
  code: z.string().trim().min(1, 'Please choose a marketplace.'),
});

export const ZAmazonStateResponse = z.object({
  error: z.literal(false),
  data: z.object({ state: z.string(), consent_url: z.string(), expires_at: z.string() }),
});

/** Server answers of the connect calls; the "Connect Amazon" dialog shows them as given. */
export const CONNECT_MESSAGES = {
  unknownMarketplace: 'Unknown marketplace. Please choose a marketplace from the list.',
  marketplaceUnavailable: 'This marketplace cannot be connected yet. Please choose another one.',
  signupTokenInvalid: 'Your email verification has expired. Please verify your email again.',
  ownAccountOnly: 'You can only connect a store to your own account.',
  /** A signed-in member limited to some stores may use them, not add or re-authorize stores. */
  adminOnly: 'Only a company administrator can connect a store.',
  /** The page asking is on an address Amazon may not return to (not a registered redirect origin). */
  unregisteredOrigin: (publicUrl: string) =>
    `Amazon can only return to ${publicUrl}. Please open Seller Tools at that address and click Connect again.`,
  stateInvalid: 'This connection request has expired or was already used. Please click Connect again.',
  exchangeFailed: (reason: string) =>
    `Amazon did not accept the authorization (${reason}). Please click Connect and try again.`,
  connected: 'Your Amazon seller account is connected.',
} as const;

/** POST /api/market/amazon: connect the seller account after consent. */
export const ZAmazonConnectRequest = z.object({
  admin_email: z.string().trim().toLowerCase(),
  seller_id: z.string().trim().min(1, 'selling_partner_id is missing.'),
  sp_api_auth_code: z.string().trim().min(1, 'spapi_oauth_code is missing.'),
  code: z.string().trim().min(1, 'Please choose a marketplace.'),
  moduleType: ZModuleType.default('review'),
  state: z.string().trim().min(1, 'state is missing.'),
});

export const ZAmazonConnectResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ seller_id: z.string(), marketplace_id: z.string(), signup_step: z.string() }),
});
