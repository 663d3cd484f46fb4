import { ROLES } from '@seller-tools/contract';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

/**
 * The affiliate code a sign-up gave, when it is an active affiliate agent's code (stored upper-case);
 * otherwise null: a mistyped or stale ?ref= must not stop anyone from registering.
 */
export async function findReferralCode(
  db: Pick<TDb, 'select'>,
  given: string | null | undefined,
): Promise<string | null> {
  const code = given?.trim().toUpperCase();
  if (!code || code.length > 64) return null;
  const [agent] = await db
    .select({ code: users.affiliateCode })
    .from(users)
    .where(
      and(
        eq(users.affiliateCode, code),
        arrayContains(users.roles, [ROLES.affiliateAgent]),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return agent?.code ?? null;
}
