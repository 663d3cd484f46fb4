import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyRef, createdAt, secretHashIndex, singleUse, timestamps, ts, userRef } from './columns.ts';

// A seller's company: the tenant. Every store and user belongs to exactly one.
export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The affiliate code the company signed up with (an affiliate agent's users.affiliate_code). */
    referralCode: text('referral_code'),
    /**
     * Counts every change to the company's channels rows (a trigger of migration 0012 bumps it): the auth
     * statement reads it instead of the stores themselves, and each process keeps the stores per version.
     */
    storesVersion: bigint('stores_version', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  // The affiliates pages count each agent's referred companies, and a code change moves them.
  (t) => [index('companies_referral_code_idx').on(t.referralCode)],
);

export type TMarketingPreferences = {
  general_newsletter_email: boolean;
  new_feature_guide_email: boolean;
  recent_update_email: boolean;
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    /** Always stored lower-cased; the sign-in name is the email. */
    email: text('email').notNull(),
    userName: text('user_name').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Roles of spec §6, comma-joined in user info; stored as a list. */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    emailVerifiedAt: ts('email_verified_at'),
    isNeedPasswordChange: boolean('is_need_password_change').notNull().default(false),
    /** A temporary password (forgot password, invitation) stops working after this moment. */
    passwordExpiresAt: ts('password_expires_at'),
    /**
     * Forgot password (issue 17, M2): a second, single-use password beside the real one, which keeps
     * working until this one is used. Signing in with it makes it the password (expiring as above).
     */
    temporaryPasswordHash: text('temporary_password_hash'),
    temporaryPasswordExpiresAt: ts('temporary_password_expires_at'),
    marketing: jsonb('marketing').$type<TMarketingPreferences>(),
    unsubscribeReqDate: ts('unsubscribe_req_date'),
    ppcTimezone: text('ppc_timezone').notNull().default('America/Los_Angeles'),
    stripeCustomerId: text('stripe_customer_id'),
    moduleConfig: jsonb('module_config').$type<Record<string, unknown>>(),
    currentSellerId: text('current_seller_id'),
    /** With current_seller_id: the marketplace of the store selected in the review module. */
    currentMarketplaceId: text('current_marketplace_id'),
    /** Seller ids of the stores this user may see; null: every store of the company (issue 9 edits it). */
    accessChannelList: text('access_channel_list').array(),
    /** Manages the company's team and stores (the user who registered it, and whom they promote). */
    isCompanyAdmin: boolean('is_company_admin').notNull().default(false),
    /** Team permissions (TEAM_PERMISSIONS in the contract); null: every permission. */
    permissions: text('permissions').array(),
    invitedBy: uuid('invited_by'),
    /** An affiliate agent's own code, which companies give at sign-up. */
    affiliateCode: text('affiliate_code'),
    signupStep: text('signup_step').notNull().default('verify-email'),
    image: text('image'),
    lastLoginAt: ts('last_login_at'),
    deletedAt: ts('deleted_at'),
    /** Who removed the user (null for older removals): a company admin may not restore staff's removal. */
    deletedBy: uuid('deleted_by'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    uniqueIndex('users_user_name_uq').on(t.userName),
    uniqueIndex('users_affiliate_code_uq').on(t.affiliateCode),
    index('users_company_idx').on(t.companyId),
  ],
);

// Opaque bearer tokens: only their SHA-256 is stored, so a leaked table grants nothing.
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    /**
     * The last request seen on the session (null: none since it started, read as created_at). Moved by the
     * sign-in statement at most once a minute, for the idle timeout and the signed-in devices list.
     */
    lastSeenAt: ts('last_seen_at'),
  },
  (t) => [secretHashIndex('sessions', t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

// Email verification codes. The code itself is kept only as a SHA-256 hash.
export const emailCodes = pgTable(
  'email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    userId: userRef(),
    codeHash: text('code_hash').notNull(),
    moduleType: text('module_type').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    voidedAt: ts('voided_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt)],
);

// The OAuth `state` of the seller-account consent: single use, short-lived, bound to one user.
export const oauthStates = pgTable(
  'oauth_states',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stateHash: text('state_hash').notNull(),
    userId: userRef(),
    ...singleUse(),
  },
  (t) => [secretHashIndex('oauth_states', t.stateHash)],
);

// A connected seller account in one marketplace: the "store" or "channel" of the spec.
export const channels = pgTable(
  'channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyRef(),
    sellerId: text('seller_id').notNull(),
    marketplaceId: text('marketplace_id').notNull(),
    region: text('region').notNull(),
    /** LWA refresh token, AES-256-GCM encrypted by lib/secret-box.ts: v1.iv.tag.ciphertext, base64url. */
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    connectedBy: uuid('connected_by').references(() => users.id),
    status: text('status').notNull().default('connected'),
    /** importing until the initial import job has run for the store, then done (CHANNEL_SIGNUP_STEPS). */
    signupStep: text('signup_step').notNull().default('importing'),
    deletedAt: ts('deleted_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('channels_company_seller_market_uq').on(t.companyId, t.sellerId, t.marketplaceId)],
);

// Failed sign-in counters per account and per IP address (ASVS 6.3.1 throttling).
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: ts('last_failure_at'),
  blockedUntil: ts('blocked_until'),
});
