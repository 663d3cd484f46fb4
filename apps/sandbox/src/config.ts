import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const ZSandboxConfig = z.object({
  SANDBOX_PORT: z.coerce.number().int().min(1).max(65_535).default(3100),
  // Amazon serves each region on hosts of its own; the sandbox answers North America (and the shared
  // LWA, consent, pages and control endpoints) on SANDBOX_PORT, Europe and the Far East on these two
  // (unset: the next two ports), and refuses a seller's call that reaches another region's port.
  SANDBOX_EU_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  SANDBOX_FE_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  SANDBOX_HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // The registered SP-API application; the defaults equal the server's AMAZON_* defaults so that a
  // fresh checkout connects a store without any configuration.
  SANDBOX_APP_ID: z.string().min(1).default('amzn1.sp.solution.seller-tools-dev'),
  SANDBOX_CLIENT_ID: z.string().min(1).default('amzn1.application-oa2-client.seller-tools-dev'),
  SANDBOX_CLIENT_SECRET: z.string().min(1).default('seller-tools-dev-secret'),
  SANDBOX_REDIRECT_URIS: z
    .string()
    .default('http://localhost:3000/auth/user/amazon,http://127.0.0.1:3000/auth/user/amazon')
    .transform((list) =>
      list
        .split(',')
        .map((uri) => uri.trim())
        .filter((uri) => uri !== ''),
    )
    .pipe(z.array(z.url()).min(1)),
  // Tests and the e2e harness start the product on random free ports, and a registered list cannot
  // name them in advance; so by default any local port is accepted for our own return path. Turn it
  // off to get Amazon's strict exact-match behaviour.
  SANDBOX_ALLOW_ANY_LOCAL_PORT: booleanFlag.default(true),
  // Multiplies every documented refill rate (bursts stay as documented): 100 lets a benchmark import
  // two years of orders in seconds, 1 is Amazon's real pace.
  SANDBOX_RATE_MULTIPLIER: z.coerce.number().positive().max(1_000_000).default(1),
  // More North American accounts than the nine demo ones (sellers.ts benchSellers), for a benchmark
  // that sends for many sellers through one sandbox (bench:review-requests with worker processes).
  SANDBOX_BENCH_SELLERS: z.coerce.number().int().min(0).max(1000).default(0),
  // Stripe's emulation (src/stripe): the secret key it accepts (the server's STRIPE_SECRET_KEY default),
  // the signing secret of its webhooks (the server's STRIPE_WEBHOOK_SECRET default) and, optionally, an
  // endpoint its events are POSTed to from the start (more can be added with POST /v1/webhook_endpoints).
  SANDBOX_STRIPE_SECRET_KEY: z.string().startsWith('sk_test_').default('sk_test_seller_tools_dev'),
  SANDBOX_STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').default('whsec_seller_tools_dev'),
  SANDBOX_STRIPE_WEBHOOK_URL: z.url().optional(),
});

export type TSandboxConfig = z.infer<typeof ZSandboxConfig>;

/** The port each region listens on. */
export function regionPorts(config: TSandboxConfig): { na: number; eu: number; fe: number } {
  return {
    na: config.SANDBOX_PORT,
    eu: config.SANDBOX_EU_PORT ?? config.SANDBOX_PORT + 1,
    fe: config.SANDBOX_FE_PORT ?? config.SANDBOX_PORT + 2,
  };
}

export function loadSandboxConfig(env: Record<string, string | undefined>): TSandboxConfig {
  const known = Object.fromEntries(
    Object.keys(ZSandboxConfig.shape)
      .map((key) => [key, env[key]] as const)
      .filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ZSandboxConfig.safeParse(known);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Invalid environment variable ${String(issue?.path[0])}: ${issue?.message}`);
  }
  return parsed.data;
}
