import { z } from 'zod';

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
  /** seller_id is not an Amazon merchant id (upper-case letters and digits, starting with A). */
  sellerIdInvalid: 'This is not an Amazon seller ID. Please click Connect and try again.',
  /** Amazon says the authorization is not the posted seller's. */
  sellerMismatch:
    'The Amazon authorization belongs to a different seller account. Please click Connect and authorize with the account you chose.',
  /** Re-authorizing a store with another seller's consent. */
  reconnectOtherSeller: (sellerId: string) =>
    `This store belongs to seller ${sellerId}. To reconnect it, sign in to Seller Central as that seller and authorize again.`,
  /** Amazon could not say whose the authorization is (its API failed): nothing is stored. */
  sellerUnconfirmed:
    'Amazon could not confirm the seller account just now. Please click Connect and try again.',
  /** The account does not sell in the chosen marketplace (Sellers getMarketplaceParticipations). */
  notParticipating: (chosen: string, selling: readonly string[]) =>
    selling.length === 0
      ? `This Amazon account does not sell in ${chosen} or in any marketplace Seller Tools supports.`
      : `This Amazon account does not sell in ${chosen}. It sells in ${listOf(selling)}: connect one of those instead (one authorization covers them all).`,
} as const;

function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * The error envelope's data when a connect is refused for a marketplace the account does not sell in:
 * the marketplaces it does sell in (code list codes), for the page to offer a Connect button each.
 */
export const ZConnectRefusalData = z.object({
  marketplaces: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type TConnectRefusalData = z.infer<typeof ZConnectRefusalData>;

/** An Amazon merchant (selling partner) id: upper-case letters and digits, e.g. A1US9WKS7FGPAW. */
export const AMAZON_SELLER_ID_PATTERN = /^A[0-9A-Z]{5,19}$/;
