import { NEW_PASSWORD_RULES, ROLES, SIGNUP_STEP_DONE, validate } from '@seller-tools/contract';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { ConfigError, type TConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import type { TClock } from './clock.ts';
import { secretBoxOf } from './encryption-key.ts';
import type { TLogger } from './logger.ts';
import { enableTotp, hasEnabledTotp } from './mfa-store.ts';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from './passwords.ts';
import { isUniqueViolation } from './pg-errors.ts';
import { randomTemporaryPassword } from './tokens.ts';

export const ADMIN_COMPANY_NAME = 'Seller Tools';
export const DEV_ADMIN_EMAIL = 'admin@seller-tools.local';

export type TAdminBootstrapResult = 'created' | 'exists' | 'skipped';

/**
 * The first administrator, made at start. There is no default password anywhere:
 * - ADMIN_EMAIL and ADMIN_PASSWORD set: that account is created as a verified super-admin unless a user
 *   with the email exists already (then it is left exactly as it is).
 * - unset outside production, with no super-admin yet: admin@seller-tools.local with a random password,
 *   printed once; it must be changed at the first sign-in.
 * - unset in production with no super-admin: a warning, nothing created.
 * A common or rule-breaking ADMIN_PASSWORD, or only one of the two variables, stops the start with a
 * one-line ConfigError.
 * - ADMIN_TOTP_SECRET (base32) beside them: the ADMIN_EMAIL super-admin gets that TOTP secret as their
 *   second factor, unless they have one already (it is never replaced), so the first staff account needs
 *   no interactive enrolment.
 */
export async function ensureFirstAdmin(deps: {
  db: TDb;
  config: Pick<
    TConfig,
    'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'ADMIN_TOTP_SECRET' | 'NODE_ENV' | 'ENCRYPTION_KEY'
  >;
  logger: TLogger;
  clock: TClock;
  /** Where the generated password is printed; stdout unless a test listens. */
  print?: (line: string) => void;
}): Promise<TAdminBootstrapResult> {
  const { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_TOTP_SECRET } = deps.config;
  if (ADMIN_TOTP_SECRET !== undefined && ADMIN_EMAIL === undefined) {
    throw new ConfigError(
      'Invalid environment variable ADMIN_TOTP_SECRET: set it together with ADMIN_EMAIL and ADMIN_PASSWORD',
    );
  }
  if (ADMIN_EMAIL !== undefined || ADMIN_PASSWORD !== undefined) {
    if (ADMIN_EMAIL === undefined || ADMIN_PASSWORD === undefined) {
      const missing = ADMIN_EMAIL === undefined ? 'ADMIN_EMAIL' : 'ADMIN_PASSWORD';
      throw new ConfigError(
        `Invalid environment variable ${missing}: set ADMIN_EMAIL and ADMIN_PASSWORD together`,
      );
    }
    const problem =
      (isCommonPassword(ADMIN_PASSWORD) ? COMMON_PASSWORD_MESSAGE : null) ??
      validate(ADMIN_PASSWORD, NEW_PASSWORD_RULES);
    if (problem) throw new ConfigError(`Invalid environment variable ADMIN_PASSWORD: ${problem}`);
    const email = ADMIN_EMAIL.toLowerCase();
    const created = await createAdmin(deps, { email, password: ADMIN_PASSWORD, mustChange: false });
    if (created) deps.logger.info({ email }, 'first administrator created from ADMIN_EMAIL');
    if (ADMIN_TOTP_SECRET !== undefined) await enrolAdminTotp(deps, email, ADMIN_TOTP_SECRET);
    return created ? 'created' : 'exists';
  }

  if (await superAdminExists(deps.db)) return 'exists';
  if (deps.config.NODE_ENV === 'production') {
    deps.logger.warn(
      'No administrator exists and ADMIN_EMAIL/ADMIN_PASSWORD are unset: set them and restart to create one.',
    );
    return 'skipped';
  }
  const password = randomTemporaryPassword();
  const created = await createAdmin(deps, { email: DEV_ADMIN_EMAIL, password, mustChange: true });
  if (!created) {
    deps.logger.warn(
      { email: DEV_ADMIN_EMAIL },
      'a user with this email exists but is no super-admin; none created',
    );
    return 'skipped';
  }
  const print = deps.print ?? ((line: string) => process.stdout.write(`${line}\n`));
  print(`First administrator: ${DEV_ADMIN_EMAIL} / ${password} — change it after signing in.`);
  return 'created';
}

/** The ADMIN_EMAIL super-admin's second factor from ADMIN_TOTP_SECRET, when they have none yet. */
async function enrolAdminTotp(
  deps: { db: TDb; clock: TClock; logger: TLogger; config: Pick<TConfig, 'ENCRYPTION_KEY'> },
  email: string,
  secret: string,
): Promise<void> {
  const [admin] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.email, email), isNull(users.deletedAt), sql`${ROLES.superAdmin} = any(${users.roles})`),
    )
    .limit(1);
  if (!admin) {
    deps.logger.warn({ email }, 'ADMIN_TOTP_SECRET ignored: the ADMIN_EMAIL user is no super-admin');
    return;
  }
  if (await hasEnabledTotp(deps.db, admin.id)) return;
  await enableTotp(deps.db, secretBoxOf(deps.config), { userId: admin.id, secret, now: deps.clock.now() });
  deps.logger.info({ email }, 'second factor of the first administrator set from ADMIN_TOTP_SECRET');
}

async function superAdminExists(db: TDb): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.deletedAt), sql`${ROLES.superAdmin} = any(${users.roles})`))
    .limit(1);
  return row !== undefined;
}

/** False when a user with the email (or that user name) exists, including one made by a process starting alongside. */
async function createAdmin(
  deps: { db: TDb; clock: TClock },
  account: { email: string; password: string; mustChange: boolean },
): Promise<boolean> {
  const [existing] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.email, account.email), eq(users.userName, account.email)))
    .limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(account.password);
  const now = deps.clock.now();
  try {
    await deps.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ name: ADMIN_COMPANY_NAME, createdAt: now })
        .returning({ id: companies.id });
      if (!company) throw new Error('company insert returned no row');
      await tx.insert(users).values({
        companyId: company.id,
        email: account.email,
        userName: account.email,
        name: 'Administrator',
        passwordHash,
        roles: [ROLES.superAdmin],
        isCompanyAdmin: true,
        emailVerifiedAt: now,
        isNeedPasswordChange: account.mustChange,
        signupStep: SIGNUP_STEP_DONE,
        createdAt: now,
        updatedAt: now,
      });
    });
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
