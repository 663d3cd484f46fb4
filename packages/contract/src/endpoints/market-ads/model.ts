import { z } from 'zod';

// Amazon Ads is a separate Login with Amazon grant (scope advertising::campaign_management), asked per
// store after its SP-API connection: without it the store imports no advertising data.

/** The LWA scope of an Amazon Ads consent. */
export const ADS_CONSENT_SCOPE = 'advertising::campaign_management';

/** Server answers of the Ads consent calls; the web shows them as given. */
export const ADS_MESSAGES = {
  adminOnly: 'Only a company administrator can connect advertising.',
  stateInvalid: 'This advertising connection request has expired or was already used. Please try again.',
  exchangeFailed: (reason: string) =>
    `Amazon did not accept the advertising authorization (${reason}). Please try again.`,
  /** Amazon Ads could not list the account's profiles. */
  profilesUnavailable: 'Amazon Ads could not be reached to read the advertising profiles. Please try again.',
  noProfile: (marketplace: string) =>
    `The authorized Amazon Ads account has no advertising profile in ${marketplace}. Authorize the account that advertises this store.`,
  connected: 'Advertising is connected.',
  disconnected: 'Advertising is disconnected.',
} as const;

/** Whether the store has its Ads consent, and the advertising profile it reads. */
export const ZStoreAds = z.object({
  connected: z.boolean(),
  /** Amazon's profile id (int64, as text); null when not connected. */
  profile_id: z.string().nullable(),
  account_name: z.string().nullable(),
});
export type TStoreAds = z.infer<typeof ZStoreAds>;

/** The store an Ads call is about (one the caller may see; any other answers the store 403). */
export const ZAdsStoreBody = z.object({ channel_id: z.string().trim().min(1).max(100) });
