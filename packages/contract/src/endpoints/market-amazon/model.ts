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
