import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { ZEnvelope } from '../envelope.ts';
import { ZModuleType } from './user.ts';

/** Server answers of the disconnect call (the web shows them as given). */
export const DISCONNECT_MESSAGES = {
  disconnected: 'The store is disconnected. Its data is kept; connect it again at any time.',
  /** A store of another company, one the caller may not see, or none: the same answer for all. */
  storeForbidden: 'You do not have access to this store.',
  adminOnly: 'Only a company administrator can disconnect a store.',
  ownAccountOnly: 'You can only disconnect stores from your own account.',
  /** del_yn empty: a store comes back only through Amazon's consent (POST /api/market/amazon). */
  reconnectThroughConsent: 'To connect this store again, click Connect and authorize it on Amazon.',
} as const;

/** The del_yn flag of spec §7: "Y" disconnects; empty asks for nothing this call can do. */
export const DEL_YN = { yes: 'Y', no: '' } as const;

/**
 * PUT /api/market/amazon/market (spec §7): body admin_email, seller_id, code (the marketplace id),
 * del_yn ("Y" or empty), moduleType. With del_yn "Y", a company administrator disconnects the store:
 * it leaves the store lists, its scheduled syncs stop, and everything imported so far is kept.
 */
export const ZAmazonMarketRequest = z.object({
  /** The caller's own email, when sent. */
  admin_email: z.string().trim().toLowerCase().max(254).optional(),
  seller_id: z.string().trim().min(1, 'seller_id is required.').max(100),
  code: z.string().trim().min(1, 'Please choose a marketplace.').max(100),
  del_yn: z.enum([DEL_YN.yes, DEL_YN.no], { error: 'del_yn must be "Y" or empty.' }).default(DEL_YN.no),
  moduleType: ZModuleType.default('review'),
});
export type TAmazonMarketRequest = z.input<typeof ZAmazonMarketRequest>;

export const ZAmazonMarketResponse = ZEnvelope(
  z.object({
    seller_id: z.string(),
    marketplace_id: z.string(),
    del_yn: z.literal(DEL_YN.yes),
    /** UTC, ISO 8601. */
    disconnected_at: z.string(),
  }),
);
export type TAmazonMarketResponse = z.infer<typeof ZAmazonMarketResponse>;

/**
 * Company administrators only (users with access to every store of the company). Another company's store,
 * or one outside the caller's access list, is refused with 403 and reveals nothing.
 */
export const disconnectStoreEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/market/amazon/market',
  tags: ['market'],
  summary: 'Disconnect a store (del_yn "Y"): its syncs stop, its data is kept',
  body: ZAmazonMarketRequest,
  response: ZAmazonMarketResponse,
});
