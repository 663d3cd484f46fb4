import { isMfaRequiredFor, type TMarketingPreferences } from '@seller-tools/contract';
import { connectDatabase, type TDb } from '../db/client.ts';
import { companies, users } from '../db/schema/index.ts';
import { enableTotp } from '../lib/mfa-store.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { TEST_ENCRYPTION_KEY } from './test-config.ts';

/** The password API tests give the users they seed (it passes the product's password rules). */
export const TEST_PASSWORD = 'Corr3ct!horse';
/** The TOTP secret of seeded users with a second factor (staff, unless told otherwise). */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export type TUserSeed = {
  email: string;
  /** TEST_PASSWORD unless given. */
  password?: string;
  name?: string;
  userName?: string;
  companyName?: string;
  roles?: string[];
  /** Verified unless false. */
  verified?: boolean;
  isNeedPasswordChange?: boolean;
  passwordExpiresAt?: Date | null;
  currentSellerId?: string | null;
  signupStep?: string;
  /** Join this company instead of creating one. */
  companyId?: string;
  accessChannelList?: string[] | null;
  /** Manages the company's team; default: true for a user who creates the company, false for one who joins. */
  isCompanyAdmin?: boolean;
  permissions?: string[] | null;
  affiliateCode?: string | null;
  /** The marketing lists the user subscribed to (is_subscribed_marketing_list); none unless given. */
  marketing?: TMarketingPreferences | null;
  /**
   * The user's TOTP secret (second factor, sealed with TEST_ENCRYPTION_KEY), or null for none. Default:
   * TEST_TOTP_SECRET for staff roles, who need one for every staff API; none for everyone else.
   */
  totpSecret?: string | null;
};

export type TSeededUser = { id: string; companyId: string; email: string; password: string };

/** A user of its own company, written straight to the database (tests and benchmarks). */
export async function insertUser(db: TDb, seed: TUserSeed): Promise<TSeededUser> {
  const email = seed.email.toLowerCase();
  const password = seed.password ?? TEST_PASSWORD;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [company] = seed.companyId
      ? [{ id: seed.companyId }]
      : await tx
          .insert(companies)
          .values({ name: seed.companyName ?? 'Acme Trading' })
          .returning({ id: companies.id });
    if (!company) throw new Error('company insert returned no row');
    const [user] = await tx
      .insert(users)
      .values({
        companyId: company.id,
        email,
        // Stored lower-cased, as registration does.
        userName: (seed.userName ?? email).toLowerCase(),
        name: seed.name ?? 'Test Seller',
        passwordHash,
        roles: seed.roles ?? [],
        emailVerifiedAt: seed.verified === false ? null : new Date(),
        isNeedPasswordChange: seed.isNeedPasswordChange ?? false,
        passwordExpiresAt: seed.passwordExpiresAt ?? null,
        currentSellerId: seed.currentSellerId ?? null,
        signupStep: seed.signupStep ?? 'done',
        accessChannelList: seed.accessChannelList ?? null,
        isCompanyAdmin: seed.isCompanyAdmin ?? !seed.companyId,
        permissions: seed.permissions ?? null,
        affiliateCode: seed.affiliateCode ?? null,
        marketing: seed.marketing ?? null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user insert returned no row');
    const totpSecret = seed.totpSecret === undefined ? defaultTotpSecret(seed.roles ?? []) : seed.totpSecret;
    if (totpSecret) await enrolTestTotp(tx, user.id, totpSecret);
    return { id: user.id, companyId: company.id, email, password };
  });
}

/** Gives a user a confirmed second factor (sealed with TEST_ENCRYPTION_KEY), as if they had enrolled. */
export async function enrolTestTotp(
  db: Pick<TDb, 'insert'>,
  userId: string,
  secret: string = TEST_TOTP_SECRET,
): Promise<void> {
  await enableTotp(db, createSecretBox(Buffer.from(TEST_ENCRYPTION_KEY, 'hex')), {
    userId,
    secret,
    now: new Date(),
  });
}

function defaultTotpSecret(roles: readonly string[]): string | null {
  return isMfaRequiredFor(roles) ? TEST_TOTP_SECRET : null;
}

/** A verified user in the database at `databaseUrl` (for a server started with startServerProcess). */
export async function createVerifiedUser(databaseUrl: string, seed: TUserSeed): Promise<TSeededUser> {
  const database = connectDatabase(databaseUrl, { max: 1 });
  try {
    return await insertUser(database.db, { ...seed, verified: true });
  } finally {
    await database.close();
  }
}

/** A member of the owner's company who may see only the stores of these seller ids (none: an empty list). */
export function insertMember(
  db: TDb,
  owner: { companyId: string },
  email: string,
  accessChannelList: string[],
  seed: Omit<TUserSeed, 'email' | 'companyId' | 'accessChannelList'> = {},
): Promise<TSeededUser> {
  return insertUser(db, { email, companyId: owner.companyId, accessChannelList, ...seed });
}
