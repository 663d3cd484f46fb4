import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { channelId, secretHashIndex, singleUse, timestamps, userRef } from './columns.ts';

// Amazon Ads is a Login with Amazon grant of its own (scope advertising::campaign_management), separate
// from the store's SP-API authorization: its own refresh token, kept per store. A store without a row
// here has no Ads consent, and the Ads import makes no call for it.

export const adsGrants = pgTable('ads_grants', {
  channelId: channelId().primaryKey(),
  /** The Ads LWA refresh token, AES-256-GCM encrypted by lib/secret-box.ts (never the SP-API one). */
  refreshTokenEnc: text('refresh_token_enc').notNull(),
  /** The advertising profile of the store's marketplace, read at consent (Ads ids are int64: text). */
  profileId: text('profile_id').notNull(),
  accountName: text('account_name'),
  connectedBy: uuid('connected_by').references(() => users.id),
  ...timestamps(),
});

/** A single-use OAuth state of an Ads consent, bound to the user who asked and the store it is for. */
export const adsConsentStates = pgTable(
  'ads_consent_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    userId: userRef(),
    channelId: channelId(),
    ...singleUse(),
  },
  (t) => [secretHashIndex('ads_consent_states', t.stateHash)],
);

export type TAdsGrant = typeof adsGrants.$inferSelect;
