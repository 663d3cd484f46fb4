import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { TDb } from '../db/client.ts';
import { emailOutbox, sessions } from '../db/schema/index.ts';
import type { TClock } from '../lib/clock.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';

// Helpers for API tests that need accounts: they go through the real endpoints wherever one exists.

export const STRONG_PASSWORD = 'Seller#Tools2026';

let counter = 0;
/** An address no other test of the run uses. */
export function uniqueEmail(prefix = 'seller'): string {
  counter += 1;
  return `${prefix}.${counter}.${randomUUID().slice(0, 8)}@example.com`;
}

export function signupBody(email: string, overrides: Record<string, unknown> = {}) {
  return {
    name: 'Jane Seller',
    email,
    company_name: 'Acme Goods',
    password: STRONG_PASSWORD,
    passwordConfirm: STRONG_PASSWORD,
    ...overrides,
  };
}

/** The 6-digit code of the newest mail to `to`, read from the outbox as a person reads the mail. */
export async function latestMailedCode(db: TDb, to: string): Promise<string> {
  const [mail] = await db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}

/** Every mail to `to` in the outbox, newest first. */
export function mailsTo(db: TDb, to: string) {
  return db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
}

export async function mailCount(db: TDb, to: string): Promise<number> {
  return (await db.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, to))).length;
}

export type TVerifiedSignup = { email: string; userId: string; companyId: string; signupToken: string };

/** Signs up and verifies through the API, as the registration screens do. */
export async function signUpAndVerify(
  app: FastifyInstance,
  db: TDb,
  email = uniqueEmail(),
): Promise<TVerifiedSignup> {
  const signup = await app.inject({ method: 'POST', url: '/api/signup', payload: signupBody(email) });
  if (signup.statusCode !== 200) throw new Error(`sign-up failed: ${signup.body}`);
  const code = await latestMailedCode(db, email);
  const verify = await app.inject({ method: 'POST', url: '/api/email/codeverify', payload: { email, code } });
  if (verify.statusCode !== 200) throw new Error(`verify failed: ${verify.body}`);
  const data = verify.json().data as { user_id: string; company_id: string; signup_token: string };
  return { email, userId: data.user_id, companyId: data.company_id, signupToken: data.signup_token };
}

/** A Bearer session for a user, written directly (sign-in is another module's concern). */
export async function createTestSession(db: TDb, clock: TClock, userId: string): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    rememberMe: false,
    expiresAt: new Date(clock.now().getTime() + 24 * 60 * 60_000),
    createdAt: clock.now(),
  });
  return token;
}

/** A session per user (createTestSession), by user id. */
export async function createTestSessions(
  db: TDb,
  clock: TClock,
  users: readonly { id: string }[],
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const user of users) tokens.set(user.id, await createTestSession(db, clock, user.id));
  return tokens;
}
