import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, secretHashIndex, singleUse, ts, userRef } from './columns.ts';

// The second factor (issue 17 M7): TOTP of RFC 6238 with single-use recovery codes.

/**
 * A user's TOTP secret, sealed with the server's encryption key (lib/secret-box.ts). A row without
 * `enabled_at` is an enrolment begun but not yet confirmed with a code: it does not count as a factor.
 */
export const userMfa = pgTable('user_mfa', {
  userId: userRef().primaryKey(),
  secretSealed: text('secret_sealed').notNull(),
  enabledAt: ts('enabled_at'),
  /** The last time step a code was accepted for: a code is never accepted twice (replay). */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Recovery codes, each usable once; only their SHA-256 is stored (they are shown once, at enrolment). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * The half-finished sign-in of a user with a second factor: the password was right, the code is still
 * due. Single-use, short-lived; only the token's SHA-256 is stored.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    ...singleUse(),
  },
  (t) => [secretHashIndex('mfa_challenges', t.tokenHash)],
);
