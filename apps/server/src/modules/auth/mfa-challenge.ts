import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';

/** How long the second step of a sign-in may take. */
export const MFA_CHALLENGE_TTL_MS = 5 * 60_000;

/**
 * After a right password: when the user has a second factor, a single-use challenge for the code (its
 * token answered, its SHA-256 stored) instead of a session; null for a user without one. One statement,
 * so a sign-in without a factor pays one round trip for finding out.
 */
export async function startMfaChallengeIfEnrolled(
  db: TDb,
  input: { userId: string; rememberMe: boolean; now: Date },
): Promise<string | null> {
  const token = randomToken();
  const expiresAt = new Date(input.now.getTime() + MFA_CHALLENGE_TTL_MS);
  const result = await db.execute<{ id: string }>(sql`
    insert into mfa_challenges (user_id, token_hash, remember_me, expires_at, created_at)
    select user_id, ${sha256(token)}, ${input.rememberMe}, ${expiresAt.toISOString()}, ${input.now.toISOString()}
    from user_mfa
    where user_id = ${input.userId} and enabled_at is not null
    returning id`);
  return result.rows.length > 0 ? token : null;
}
