import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { userRef } from './columns.ts';

// Issued when a sign-up verifies its email: the proof, until the account is complete and signed in, that
// this browser verified it (the connect step spends it for an OAuth state). Only its SHA-256 is stored.
export const signupTokens = pgTable(
  'signup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the account's store is connected: the token has done its job. */
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('signup_tokens_token_hash_uq').on(t.tokenHash),
    index('signup_tokens_user_idx').on(t.userId),
  ],
);
