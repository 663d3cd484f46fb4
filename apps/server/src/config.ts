import { isIP } from 'node:net';
import { CronExpressionParser } from 'cron-parser';
import { z } from 'zod';

// Every environment variable the server reads, with its default. README's table mirrors this file.
const port = z.coerce.number().int().min(1).max(65_535);
const url = z.url();
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), url.optional());

const AMAZON_REDIRECT_ORIGINS_FORMAT =
  'expected comma-separated origins such as https://www.example.com (http or https, host, optional port, no path)';

const MAPPS_ORIGINS_FORMAT =
  'expected comma-separated origins such as https://app.example.com (http or https, host, optional port, no path)';

// The key format lives here, not in lib/secret-box.ts, so that config imports nothing of the server.
const ENCRYPTION_KEY_BYTES = 32;

/** A 32-byte key from 64 hex characters or the base64 (or base64url) of 32 bytes; null otherwise. */
export function decodeEncryptionKey(value: string): Buffer | null {
  const text = value.trim();
  if (/^[0-9a-fA-F]{64}$/.test(text)) return Buffer.from(text, 'hex');
  if (!/^[A-Za-z0-9+/_-]{43}={0,1}$/.test(text)) return null;
  const bytes = Buffer.from(text.replaceAll('-', '+').replaceAll('_', '/'), 'base64');
  return bytes.length === ENCRYPTION_KEY_BYTES ? bytes : null;
}

export const ENCRYPTION_KEY_FORMAT = 'must be 64 hex characters or the base64 of 32 bytes';

/** Below 80 bits (16 base32 characters) a TOTP secret is refused. */
const MIN_TOTP_SECRET_LENGTH = 16;
export const ADMIN_TOTP_SECRET_FORMAT = `must be a base32 TOTP secret (A-Z, 2-7) of at least ${MIN_TOTP_SECRET_LENGTH} characters`;

/** A base32 secret in upper case without spaces or padding, as operators may paste it; null otherwise. */
export function normalizeBase32Secret(value: string): string | null {
  const secret = value.replace(/[\s-]/g, '').replace(/=+$/, '').toUpperCase();
  if (!/^[A-Z2-7]+$/.test(secret) || secret.length < MIN_TOTP_SECRET_LENGTH) return null;
  return secret;
}

const CRON_FIELDS = ['minute', 'hour', 'day of month', 'month', 'day of week'];

/**
 * Why a cron expression would fail inside pg-boss, or null when it is fine: parsed with the cron-parser
 * pg-boss evaluates schedules with (same options), so start-up accepts exactly what the schedules can
 * run; its errors are turned into a message that names the field at fault.
 */
export function cronProblem(expression: string): string | null {
  const fields = expression.trim().split(/\s+/);
  const problem = (why: string) => `"${expression}" is not a valid cron expression (${why})`;
  // cron-parser fills in a short expression ("* * * *"); a missing field is a typo, not an intent.
  if (!expression.trim().startsWith('@') && (fields.length < 5 || fields.length > 6))
    return problem(`expected 5 fields, minute hour day-of-month month day-of-week; got ${fields.length}`);
  try {
    CronExpressionParser.parse(expression, { tz: 'UTC', strict: false });
    return null;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    const range = /got (?:value|range) (\S+) expected range (\S+)/.exec(message);
    if (!range) return problem(message.charAt(0).toLowerCase() + message.slice(1));
    // Which field: the first one that fails alone (with a leading seconds field when there are six).
    const names = fields.length === 6 ? ['second', ...CRON_FIELDS] : CRON_FIELDS;
    const index = fields.findIndex((field, i) => {
      const alone = fields.map((_, j) => (i === j ? field : '*')).join(' ');
      try {
        CronExpressionParser.parse(alone, { tz: 'UTC', strict: false });
        return false;
      } catch {
        return true;
      }
    });
    const field = names[index] ?? 'value';
    return problem(`${field} ${range[1]} out of range ${range[2]}`);
  }
}

/** A cron expression (UTC) that pg-boss can schedule; refused at start-up otherwise. */
const cron = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = cronProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** The variables that hold a schedule (the per-store syncs): jobs name them, start-up checks them. */
export const CRON_SETTINGS = [
  'SYNC_ORDERS_CRON',
  'SYNC_REVIEWS_CRON',
  'SYNC_REPORTS_CRON',
  'SYNC_ADS_CRON',
  'SYNC_OFFERS_CRON',
  'SYNC_LISTINGS_CRON',
] as const;
export type TCronSetting = (typeof CRON_SETTINGS)[number];

/** The development SP-API application the sandbox knows: the defaults outside production, refused in it. */
export const DEV_AMAZON_APP = {
  AMAZON_APP_ID: 'amzn1.sp.solution.seller-tools-dev',
  AMAZON_CLIENT_ID: 'amzn1.application-oa2-client.seller-tools-dev',
  AMAZON_CLIENT_SECRET: 'seller-tools-dev-secret',
} as const;

/** The sandbox's Stripe emulation accepts these (apps/sandbox config): the defaults outside production. */
export const DEV_STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_seller_tools_dev',
  STRIPE_WEBHOOK_SECRET: 'whsec_seller_tools_dev',
} as const;

/** The per-IP request limits when unset (README's table quotes them). */
export const RATE_LIMIT_DEFAULTS = {
  windowSeconds: 60,
  apiMax: 1000,
  authMax: 30,
  notFoundMax: 60,
} as const;

export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // What this process runs (issue 23): everything, the HTTP API only (it enqueues, runs no job), or the
  // background jobs only (HTTP for health and metrics alone). Any number of each on one database.
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: port.default(54_329),
  // Connections to PostgreSQL per pool (requests, and background jobs); unset → twice the cores plus one.
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  // Signed-in callers kept in each process between requests (lib/auth-cache.ts), kept right by the
  // database's change notices; 'off' runs the auth statement at every request instead.
  AUTH_CACHE: z.enum(['on', 'off']).default('on'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // Which proxies may name the client in X-Forwarded-For. Trusting everyone would let any caller pick
  // the IP that the per-IP limits count; so none by default, else the proxies' own addresses. (Fastify
  // ignores hop counts, since a count cannot tell a proxy from a client.)
  TRUST_PROXY: z
    .string()
    .trim()
    .default('')
    .refine((v) => v === '' || v.split(',').every((a) => isIP(a.trim().replace(/\/\d{1,3}$/, '')) !== 0), {
      message: "list the proxies' addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8)",
    }),
  // Requests per client IP in each window (issue 17, M8): every /api call; the sign-in, sign-up, code,
  // password and invitation calls together; answers of 404. Beyond them: 429 with Retry-After.
  RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(86_400)
    .default(RATE_LIMIT_DEFAULTS.windowSeconds),
  RATE_LIMIT_API_MAX: z.coerce.number().int().min(1).default(RATE_LIMIT_DEFAULTS.apiMax),
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(RATE_LIMIT_DEFAULTS.authMax),
  RATE_LIMIT_NOT_FOUND_MAX: z.coerce.number().int().min(1).default(RATE_LIMIT_DEFAULTS.notFoundMax),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Seller Tools <no-reply@seller-tools.local>'),
  OPERATOR_EMAIL: z.email().default('support@seller-tools.local'),
  SANDBOX_PORT: port.default(3100),
  // The sandbox answers each Amazon region on a port of its own (SANDBOX_PORT is North America); unset:
  // the next two ports.
  SANDBOX_EU_PORT: port.optional(),
  SANDBOX_FE_PORT: port.optional(),
  AMAZON_LWA_URL: optionalUrl,
  // One SP-API / Ads base URL for every region (a test's stand-in); the _NA/_EU/_FE variables set one
  // region's. Unset: the sandbox's regional port outside production, Amazon's regional host in it.
  AMAZON_SP_API_URL: optionalUrl,
  AMAZON_SP_API_URL_NA: optionalUrl,
  AMAZON_SP_API_URL_EU: optionalUrl,
  AMAZON_SP_API_URL_FE: optionalUrl,
  AMAZON_ADS_API_URL: optionalUrl,
  AMAZON_ADS_API_URL_NA: optionalUrl,
  AMAZON_ADS_API_URL_EU: optionalUrl,
  AMAZON_ADS_API_URL_FE: optionalUrl,
  AMAZON_CONSENT_BASE_URL: optionalUrl,
  // Where the Amazon Ads consent (Login with Amazon, /ap/oa) opens; unset in production: the region's host.
  AMAZON_ADS_CONSENT_BASE_URL: optionalUrl,
  AMAZON_PRODUCT_PAGES_URL: optionalUrl,
  AMAZON_APP_ID: z.string().min(1).default(DEV_AMAZON_APP.AMAZON_APP_ID),
  AMAZON_CLIENT_ID: z.string().min(1).default(DEV_AMAZON_APP.AMAZON_CLIENT_ID),
  AMAZON_CLIENT_SECRET: z.string().min(1).default(DEV_AMAZON_APP.AMAZON_CLIENT_SECRET),
  // Whether the consent page is asked with `version=beta`, which Amazon requires while the application
  // is a draft and which a published one must not send. Unset: on outside production, off in it.
  AMAZON_CONSENT_BETA: z.enum(['true', 'false']).optional(),
  // Further addresses of the product (beyond PUBLIC_URL) whose /auth/user/amazon is registered as a
  // redirect URI of the SP-API application: the consent returns to the one the user opened.
  AMAZON_REDIRECT_ORIGINS: z
    .string()
    .refine((v) => parseOriginList(v) !== null, AMAZON_REDIRECT_ORIGINS_FORMAT)
    .optional(),
  // Scheduled syncs per store (cron, UTC): orders every 15 minutes, reviews every 6 hours, reports and
  // Ads metrics daily.
  SYNC_ORDERS_CRON: cron.default('*/15 * * * *'),
  SYNC_REVIEWS_CRON: cron.default('0 */6 * * *'),
  SYNC_REPORTS_CRON: cron.default('30 3 * * *'),
  SYNC_ADS_CRON: cron.default('0 5 * * *'),
  // Listing protection: the offers on the store's ASINs hourly (Product Pricing allows a batch of 20
  // ASINs every 10 s per seller), the listings' status and issues and the account health every 3 hours.
  SYNC_OFFERS_CRON: cron.default('10 * * * *'),
  SYNC_LISTINGS_CRON: cron.default('40 */3 * * *'),
  // Stores sending review requests at once in this process (each at its own seller's 1 request/s).
  REVIEW_REQUEST_CONCURRENCY: z.coerce.number().int().min(1).max(500).default(50),
  // Email campaigns (issue 24): mails handed to the mailer per second at most, and per batch (transaction).
  CAMPAIGN_SEND_RATE: z.coerce.number().min(0.1).max(10_000).default(20),
  CAMPAIGN_BATCH_SIZE: z.coerce.number().int().min(1).max(5000).default(100),
  // Stores whose import (and each scheduled sync) this process works at once, one job per store at a time.
  STORE_JOB_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  SCHEDULING_URL: url.default('https://calendly.com/seller-tools/intro'),
  // Origins whose callbacks /mapps/login may hand a session to (comma-separated, exact origins).
  MAPPS_ALLOWED_ORIGINS: z
    .string()
    .refine((v) => parseOriginList(v) !== null, MAPPS_ORIGINS_FORMAT)
    .optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  // The bootstrapped administrator's TOTP secret (base32), so the first account is provisioned with its
  // second factor non-interactively (lib/admin-bootstrap.ts).
  ADMIN_TOTP_SECRET: z
    .string()
    .refine((v) => normalizeBase32Secret(v) !== null, ADMIN_TOTP_SECRET_FORMAT)
    .transform((v) => normalizeBase32Secret(v) ?? v)
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  // Stripe (commission billing, issue 20). The `stripe` client is pointed at STRIPE_API_BASE (host, port,
  // protocol); unset: the sandbox's Stripe emulation outside production, https://api.stripe.com in it.
  // The key and webhook secret default to the sandbox's outside production and are required in it.
  STRIPE_API_BASE: optionalUrl,
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'expected a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', 'expected a webhook signing secret (whsec_…)')
    .optional(),
  // The billing page's test-card form (Stripe Elements cannot load here): the server confirms a
  // SetupIntent with one of Stripe's test payment methods. Unset: on outside production; refused in it.
  BILLING_TEST_CARDS: z.enum(['true', 'false']).optional(),
  // Encrypts secrets at rest (Amazon refresh tokens). Unset: required in production, otherwise generated
  // once into DATA_DIR (lib/encryption-key.ts).
  ENCRYPTION_KEY: z
    .string()
    .refine((v) => decodeEncryptionKey(v) !== null, ENCRYPTION_KEY_FORMAT)
    .optional(),
});

export type TConfigInput = z.input<typeof ZConfig>;

export type TConfig = ReturnType<typeof resolveConfig>;

export class ConfigError extends Error {}

/**
 * Reads and validates the environment. On a bad or missing variable it throws a ConfigError whose
 * message is one line naming the variable, which main.ts prints before exiting with code 1.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env) {
  const parsed = ZConfig.safeParse(pickKnown(env));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid environment variable ${name}: ${issue?.message ?? 'invalid value'}`);
  }
  // Production hands sessions only to https callbacks, whatever the list says.
  const origins = parsed.data.MAPPS_ALLOWED_ORIGINS
    ? parseOriginList(parsed.data.MAPPS_ALLOWED_ORIGINS)
    : null;
  if (parsed.data.NODE_ENV === 'production' && origins?.some((origin) => !origin.startsWith('https://'))) {
    throw new ConfigError(
      'Invalid environment variable MAPPS_ALLOWED_ORIGINS: every origin must use https in production',
    );
  }
  const redirectOrigins = parsed.data.AMAZON_REDIRECT_ORIGINS
    ? parseOriginList(parsed.data.AMAZON_REDIRECT_ORIGINS)
    : null;
  if (
    parsed.data.NODE_ENV === 'production' &&
    redirectOrigins?.some((origin) => !origin.startsWith('https://'))
  ) {
    throw new ConfigError(
      'Invalid environment variable AMAZON_REDIRECT_ORIGINS: every origin must use https in production',
    );
  }
  return resolveConfig(parsed.data);
}

/**
 * What a production start must not run with (issue 17), as the one-line ConfigError main.ts prints: the
 * development Amazon application (its secret is public), a localhost PUBLIC_URL (every mailed link and
 * the Amazon redirect would point at the user's own machine), and the embedded PostgreSQL (a cluster in
 * the app's folder with no backups). Outside production, nothing. Kept out of loadConfig so that tests
 * can build a production app without a real Amazon application or database server.
 */
export function assertProductionReady(config: TConfig): void {
  if (config.NODE_ENV !== 'production') return;
  const refuse = (name: string, why: string) => {
    throw new ConfigError(`Invalid environment variable ${name}: ${why}`);
  };
  if (!config.DATABASE_URL)
    refuse('DATABASE_URL', 'required in production (the embedded PostgreSQL is for development only)');
  for (const [name, devValue] of Object.entries(DEV_AMAZON_APP)) {
    if (config[name as keyof typeof DEV_AMAZON_APP] === devValue)
      refuse(name, "required in production: your SP-API application's value, not the development one");
  }
  if (config.STRIPE_SECRET_KEY === DEV_STRIPE.STRIPE_SECRET_KEY)
    refuse('STRIPE_SECRET_KEY', 'required in production: your Stripe secret key');
  if (config.STRIPE_WEBHOOK_SECRET === DEV_STRIPE.STRIPE_WEBHOOK_SECRET)
    refuse('STRIPE_WEBHOOK_SECRET', "required in production: your webhook endpoint's signing secret");
  if (config.BILLING_TEST_CARDS)
    refuse(
      'BILLING_TEST_CARDS',
      'the test-card form is for development and tests; production mounts Stripe Elements',
    );
  const host = new URL(config.PUBLIC_URL).hostname;
  if (host === 'localhost' || host.endsWith('.localhost') || isLoopbackHost(host))
    refuse(
      'PUBLIC_URL',
      `must be the address users reach in production, not ${host} (unset means localhost)`,
    );
}

function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  return bare === '::1' || bare.startsWith('127.') || bare === '0.0.0.0';
}

function pickKnown(env: Record<string, string | undefined>) {
  const known: Record<string, string> = {};
  for (const key of Object.keys(ZConfig.shape)) {
    const value = env[key];
    // An empty variable counts as unset, the way shells and .env files usually mean it.
    if (value !== undefined && value !== '') known[key] = value;
  }
  return known;
}

// Derived values. Outside production the Amazon base URLs default to the local marketplace sandbox, the
// only marketplace a development machine can reach. In production an unset URL is null, which the
// adapters read as "Amazon's own host for the seller's region" (see docs in README).
function resolveConfig(raw: z.output<typeof ZConfig>) {
  const sandboxUrl = raw.NODE_ENV === 'production' ? null : `http://localhost:${raw.SANDBOX_PORT}`;
  const publicUrl = raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`;
  const sandboxPorts = sandboxRegionPorts(raw);
  const sandboxOf = (region: keyof typeof sandboxPorts) =>
    sandboxUrl === null ? null : `http://localhost:${sandboxPorts[region]}`;
  return {
    ...raw,
    ...sandboxPorts,
    AMAZON_SP_API_URLS: {
      na: raw.AMAZON_SP_API_URL_NA ?? raw.AMAZON_SP_API_URL ?? sandboxOf('SANDBOX_PORT'),
      eu: raw.AMAZON_SP_API_URL_EU ?? raw.AMAZON_SP_API_URL ?? sandboxOf('SANDBOX_EU_PORT'),
      fe: raw.AMAZON_SP_API_URL_FE ?? raw.AMAZON_SP_API_URL ?? sandboxOf('SANDBOX_FE_PORT'),
    },
    AMAZON_ADS_API_URLS: {
      na: raw.AMAZON_ADS_API_URL_NA ?? raw.AMAZON_ADS_API_URL ?? sandboxOf('SANDBOX_PORT'),
      eu: raw.AMAZON_ADS_API_URL_EU ?? raw.AMAZON_ADS_API_URL ?? sandboxOf('SANDBOX_EU_PORT'),
      fe: raw.AMAZON_ADS_API_URL_FE ?? raw.AMAZON_ADS_API_URL ?? sandboxOf('SANDBOX_FE_PORT'),
    },
    PUBLIC_URL: publicUrl,
    STRIPE_API_BASE: raw.STRIPE_API_BASE ?? sandboxUrl ?? 'https://api.stripe.com',
    STRIPE_SECRET_KEY: raw.STRIPE_SECRET_KEY ?? DEV_STRIPE.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: raw.STRIPE_WEBHOOK_SECRET ?? DEV_STRIPE.STRIPE_WEBHOOK_SECRET,
    BILLING_TEST_CARDS: raw.BILLING_TEST_CARDS
      ? raw.BILLING_TEST_CARDS === 'true'
      : raw.NODE_ENV !== 'production',
    AMAZON_REDIRECT_ORIGINS: amazonRedirectOrigins(raw, publicUrl),
    AMAZON_LWA_URL: raw.AMAZON_LWA_URL ?? (sandboxUrl ? `${sandboxUrl}/auth/o2/token` : AMAZON_LWA_TOKEN_URL),
    AMAZON_CONSENT_BASE_URL: raw.AMAZON_CONSENT_BASE_URL ?? sandboxUrl,
    AMAZON_CONSENT_BETA: raw.AMAZON_CONSENT_BETA
      ? raw.AMAZON_CONSENT_BETA === 'true'
      : raw.NODE_ENV !== 'production',
    AMAZON_ADS_CONSENT_BASE_URL: raw.AMAZON_ADS_CONSENT_BASE_URL ?? sandboxUrl,
    AMAZON_PRODUCT_PAGES_URL: raw.AMAZON_PRODUCT_PAGES_URL ?? sandboxUrl,
    MAPPS_ALLOWED_ORIGINS: raw.MAPPS_ALLOWED_ORIGINS
      ? (parseOriginList(raw.MAPPS_ALLOWED_ORIGINS) ?? [])
      : raw.NODE_ENV === 'production'
        ? []
        : DEV_MAPPS_ALLOWED_ORIGINS,
  };
}

/** The sandbox's port per region: North America on SANDBOX_PORT, Europe and the Far East next to it. */
function sandboxRegionPorts(raw: z.output<typeof ZConfig>) {
  return {
    SANDBOX_PORT: raw.SANDBOX_PORT,
    SANDBOX_EU_PORT: raw.SANDBOX_EU_PORT ?? raw.SANDBOX_PORT + 1,
    SANDBOX_FE_PORT: raw.SANDBOX_FE_PORT ?? raw.SANDBOX_PORT + 2,
  };
}

/**
 * Every origin the Amazon consent may return to, PUBLIC_URL's first. Outside production an unset list
 * adds the loopback addresses a developer opens (localhost and 127.0.0.1, on PORT and on Vite's 5173),
 * which the sandbox accepts; production has only what is configured, as Amazon accepts only the
 * redirect URIs registered with the application.
 */
function amazonRedirectOrigins(raw: z.output<typeof ZConfig>, publicUrl: string): string[] {
  const configured = raw.AMAZON_REDIRECT_ORIGINS
    ? (parseOriginList(raw.AMAZON_REDIRECT_ORIGINS) ?? [])
    : raw.NODE_ENV === 'production'
      ? []
      : devRedirectOrigins(raw.PORT);
  return [...new Set([new URL(publicUrl).origin, ...configured])];
}

/** The loopback origins of a development machine: the server's port and the Vite dev server's. */
export function devRedirectOrigins(port: number): string[] {
  return [port, DEV_WEB_PORT].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

/** `npm run dev` serves the web app with Vite on this port (apps/web/vite.config.ts). */
const DEV_WEB_PORT = 5173;

/** Outside production an unset MAPPS_ALLOWED_ORIGINS allows a work-management app served on local port 8080. */
export const DEV_MAPPS_ALLOWED_ORIGINS: readonly string[] = [
  'http://localhost:8080',
  'http://127.0.0.1:8080',
];

/**
 * "https://a.example.com, http://localhost:8080" as exact origins (lower-cased host, default port dropped),
 * or null when an entry is not a bare http(s) origin: a path, query, fragment or credentials in the list
 * would suggest a finer match than the origin check the server makes.
 */
export function parseOriginList(value: string): string[] | null {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) return null;
  const origins: string[] = [];
  for (const entry of entries) {
    const parsed = URL.parse(entry);
    if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) return null;
    if (parsed.username || parsed.password || parsed.search || parsed.hash || entry.includes('#'))
      return null;
    if (parsed.pathname !== '/') return null;
    origins.push(parsed.origin);
  }
  return [...new Set(origins)];
}

export const AMAZON_LWA_TOKEN_URL = 'https://api.amazon.com/auth/o2/token';
