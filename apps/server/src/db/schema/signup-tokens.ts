import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, secretHashIndex, ts, userRef } from './columns.ts';

// Issued when a sign-up verifies its email: the proof, until the account is complete and signed in, that
// this browser verified it (the connect step spends it for an OAuth state). Only its SHA-256 is stored.
export const signupTokens = pgTable(
  'signup_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** Set when the account's store is connected: the token has done its job. */
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [secretHashIndex('signup_tokens', t.tokenHash), index('signup_tokens_user_idx').on(t.userId)],
);
