import { and, eq, isNotNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { userMfa } from '../db/schema/index.ts';
import type { TSecretBox } from './secret-box.ts';

// Writing a user's TOTP factor, shared by the enrolment service and the bootstrap of the first
// administrator (ADMIN_TOTP_SECRET). The secret is sealed at rest; only the server's key opens it.

/** Turns the factor on with the given secret, replacing any unconfirmed enrolment. */
export async function enableTotp(
  db: Pick<TDb, 'insert'>,
  secretBox: TSecretBox,
  input: { userId: string; secret: string; now: Date; lastUsedStep?: number | null },
): Promise<void> {
  const values = {
    secretSealed: secretBox.seal(input.secret),
    enabledAt: input.now,
    lastUsedStep: input.lastUsedStep ?? null,
  };
  await db
    .insert(userMfa)
    .values({ userId: input.userId, createdAt: input.now, ...values })
    .onConflictDoUpdate({ target: userMfa.userId, set: values });
}

export async function hasEnabledTotp(db: TDb, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userMfa.userId })
    .from(userMfa)
    .where(and(eq(userMfa.userId, userId), isNotNull(userMfa.enabledAt)))
    .limit(1);
  return row !== undefined;
}
