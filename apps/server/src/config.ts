import { z } from 'zod';

// Every environment variable the server reads, with its default. README's table mirrors this file.
const port = z.coerce.number().int().min(1).max(65_535);
const url = z.url();
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), url.optional());

export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: optionalUrl,
  EMBEDDED_PG_PORT: port.default(54_329),
  DATA_DIR: z.string().min(1).default('.data'),
  BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Seller Tools <no-reply@seller-tools.local>'),
  OPERATOR_EMAIL: z.email().default('support@seller-tools.local'),
  SANDBOX_PORT: port.default(3100),
  AMAZON_LWA_URL: optionalUrl,
  AMAZON_SP_API_URL: optionalUrl,
  AMAZON_ADS_API_URL: optionalUrl,
  AMAZON_CONSENT_BASE_URL: optionalUrl,
  AMAZON_PRODUCT_PAGES_URL: optionalUrl,
  AMAZON_APP_ID: z.string().min(1).default('amzn1.sp.solution.seller-tools-dev'),
  AMAZON_CLIENT_ID: z.string().min(1).default('amzn1.application-oa2-client.seller-tools-dev'),
  AMAZON_CLIENT_SECRET: z.string().min(1).default('seller-tools-dev-secret'),
  SCHEDULING_URL: url.default('https://calendly.com/seller-tools/intro'),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  WEB_DIST_DIR: z.string().optional(),
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
  return resolveConfig(parsed.data);
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
  return {
    ...raw,
    PUBLIC_URL: raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`,
    AMAZON_LWA_URL: raw.AMAZON_LWA_URL ?? (sandboxUrl ? `${sandboxUrl}/auth/o2/token` : AMAZON_LWA_TOKEN_URL),
    AMAZON_SP_API_URL: raw.AMAZON_SP_API_URL ?? sandboxUrl,
    AMAZON_ADS_API_URL: raw.AMAZON_ADS_API_URL ?? sandboxUrl,
    AMAZON_CONSENT_BASE_URL: raw.AMAZON_CONSENT_BASE_URL ?? sandboxUrl,
    AMAZON_PRODUCT_PAGES_URL: raw.AMAZON_PRODUCT_PAGES_URL ?? sandboxUrl,
  };
}

export const AMAZON_LWA_TOKEN_URL = 'https://api.amazon.com/auth/o2/token';
