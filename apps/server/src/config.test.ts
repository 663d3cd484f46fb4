import { describe, expect, it } from 'vitest';
import {
  AMAZON_LWA_TOKEN_URL,
  assertProductionReady,
  ConfigError,
  DEV_AMAZON_APP,
  loadConfig,
} from './config.ts';

/** A ConfigError matching `message`, on one line (start-up prints it as is). */
function expectOneLineConfigError(attempt: () => unknown, message: RegExp) {
  expect(attempt).toThrow(ConfigError);
  expect(attempt).toThrow(message);
  try {
    attempt();
  } catch (err) {
    expect((err as Error).message).not.toContain('\n');
  }
}

describe('loadConfig', () => {
  it('has a default for every variable a first run needs', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SANDBOX_PORT).toBe(3100);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.DATABASE_POOL_MAX).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('points the Amazon base URLs at the sandbox outside production', () => {
    const config = loadConfig({ SANDBOX_PORT: '4100' });
    // One sandbox port per Amazon region, so a call sent to the wrong region is refused there.
    expect(config.AMAZON_SP_API_URLS).toEqual({
      na: 'http://localhost:4100',
      eu: 'http://localhost:4101',
      fe: 'http://localhost:4102',
    });
    expect(config.AMAZON_ADS_API_URLS).toEqual(config.AMAZON_SP_API_URLS);
    expect(config.AMAZON_LWA_URL).toBe('http://localhost:4100/auth/o2/token');
    expect(config.AMAZON_CONSENT_BASE_URL).toBe('http://localhost:4100');
    expect(config.AMAZON_ADS_CONSENT_BASE_URL).toBe('http://localhost:4100');
  });

  it("uses Amazon's own hosts in production", () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.AMAZON_LWA_URL).toBe(AMAZON_LWA_TOKEN_URL);
    expect(config.AMAZON_SP_API_URLS).toEqual({ na: null, eu: null, fe: null });
    expect(config.AMAZON_ADS_API_URLS).toEqual({ na: null, eu: null, fe: null });
    expect(config.AMAZON_ADS_CONSENT_BASE_URL).toBeNull();
  });

  it("takes a region's own URL before the one for every region", () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AMAZON_SP_API_URL: 'http://all.test',
      AMAZON_SP_API_URL_EU: 'http://eu.test',
      SANDBOX_EU_PORT: '5000',
    });
    expect(config.AMAZON_SP_API_URLS).toEqual({
      na: 'http://all.test',
      eu: 'http://eu.test',
      fe: 'http://all.test',
    });
    expect(loadConfig({ SANDBOX_EU_PORT: '5000' }).AMAZON_ADS_API_URLS.eu).toBe('http://localhost:5000');
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT: /],
    [{ PORT: '70000' }, /^Invalid environment variable PORT: /],
    [{ DATABASE_URL: 'not a url' }, /^Invalid environment variable DATABASE_URL: /],
    [{ LOG_LEVEL: 'loud' }, /^Invalid environment variable LOG_LEVEL: /],
    [{ DATABASE_POOL_MAX: '1' }, /^Invalid environment variable DATABASE_POOL_MAX: /],
    [{ ADMIN_EMAIL: 'nobody' }, /^Invalid environment variable ADMIN_EMAIL: /],
    [{ RATE_LIMIT_AUTH_MAX: '0' }, /^Invalid environment variable RATE_LIMIT_AUTH_MAX: /],
    [{ RATE_LIMIT_API_MAX: 'many' }, /^Invalid environment variable RATE_LIMIT_API_MAX: /],
    [{ RATE_LIMIT_WINDOW_SECONDS: '-5' }, /^Invalid environment variable RATE_LIMIT_WINDOW_SECONDS: /],
  ])('names the bad variable in one line: %o', (env, message) => {
    expectOneLineConfigError(() => loadConfig(env), message);
  });
});

describe('SYNC_*_CRON', () => {
  it('takes any cron pg-boss can run, with the README defaults when unset', () => {
    const config = loadConfig({ SYNC_ORDERS_CRON: '*/10 * * * *', SYNC_REPORTS_CRON: '@daily' });
    expect(config.SYNC_ORDERS_CRON).toBe('*/10 * * * *');
    expect(config.SYNC_REPORTS_CRON).toBe('@daily');
    expect(config.SYNC_REVIEWS_CRON).toBe('0 */6 * * *');
    expect(config.SYNC_ADS_CRON).toBe('0 5 * * *');
  });

  it.each([
    [
      { SYNC_ORDERS_CRON: '61 * * * *' },
      'Invalid environment variable SYNC_ORDERS_CRON: "61 * * * *" is not a valid cron expression (minute 61 out of range 0-59)',
    ],
    [
      { SYNC_REVIEWS_CRON: '0 */6 32 * *' },
      'Invalid environment variable SYNC_REVIEWS_CRON: "0 */6 32 * *" is not a valid cron expression (day of month 32 out of range 1-31)',
    ],
    [
      { SYNC_REPORTS_CRON: '30 3 * *' },
      'Invalid environment variable SYNC_REPORTS_CRON: "30 3 * *" is not a valid cron expression (expected 5 fields, minute hour day-of-month month day-of-week; got 4)',
    ],
    [
      { SYNC_ADS_CRON: 'daily at 5' },
      'Invalid environment variable SYNC_ADS_CRON: "daily at 5" is not a valid cron expression (expected 5 fields, minute hour day-of-month month day-of-week; got 3)',
    ],
    [
      { SYNC_ADS_CRON: '0 5 * JANUARY *' },
      /^Invalid environment variable SYNC_ADS_CRON: "0 5 \* JANUARY \*" is not a valid cron expression \(.+\)$/,
    ],
  ])('refuses a cron pg-boss could not run, in one line naming the variable: %o', (env, message) => {
    const attempt = () => loadConfig(env);
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(message);
    expect(() => attempt()).not.toThrow(/\n/);
  });
});

describe('TRUST_PROXY', () => {
  it('accepts proxy addresses and CIDR ranges, and refuses trusting everyone or a hop count', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
  });
});

describe('AMAZON_REDIRECT_ORIGINS', () => {
  it("outside production defaults to PUBLIC_URL and the loopback addresses of the server's and Vite's ports", () => {
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'http://127.0.0.1:4000' }).AMAZON_REDIRECT_ORIGINS).toEqual(
      ['http://127.0.0.1:4000', 'http://localhost:4000', 'http://localhost:5173', 'http://127.0.0.1:5173'],
    );
  });

  it('in production is PUBLIC_URL and only what is configured', () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example.com/' };
    expect(loadConfig(production).AMAZON_REDIRECT_ORIGINS).toEqual(['https://app.example.com']);
    expect(
      loadConfig({
        ...production,
        AMAZON_REDIRECT_ORIGINS: 'https://www.example.com, https://app.example.com',
      }).AMAZON_REDIRECT_ORIGINS,
    ).toEqual(['https://app.example.com', 'https://www.example.com']);
  });

  it.each([
    [
      { AMAZON_REDIRECT_ORIGINS: 'https://app.example.com/auth/user/amazon' },
      /AMAZON_REDIRECT_ORIGINS: expected/,
    ],
    [{ AMAZON_REDIRECT_ORIGINS: '*' }, /AMAZON_REDIRECT_ORIGINS: expected/],
    [
      { NODE_ENV: 'production', AMAZON_REDIRECT_ORIGINS: 'http://app.example.com' },
      /AMAZON_REDIRECT_ORIGINS: every origin must use https in production/,
    ],
  ])('stops the start on %o with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('Stripe settings', () => {
  it('point the stripe client at the sandbox outside production and at Stripe in it', () => {
    expect(loadConfig({ SANDBOX_PORT: '3999' })).toMatchObject({
      STRIPE_API_BASE: 'http://localhost:3999',
      STRIPE_SECRET_KEY: 'sk_test_seller_tools_dev',
      BILLING_TEST_CARDS: true,
    });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({
      STRIPE_API_BASE: 'https://api.stripe.com',
      BILLING_TEST_CARDS: false,
    });
  });
});

describe('assertProductionReady', () => {
  const ready = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://app@db.internal:5432/seller_tools',
    PUBLIC_URL: 'https://app.seller-tools.example',
    AMAZON_APP_ID: 'amzn1.sp.solution.live',
    AMAZON_CLIENT_ID: 'amzn1.application-oa2-client.live',
    AMAZON_CLIENT_SECRET: 'live-secret',
    STRIPE_SECRET_KEY: 'sk_live_sellertools',
    STRIPE_WEBHOOK_SECRET: 'whsec_live',
  };
  const check = (env: Record<string, string | undefined>) => () => assertProductionReady(loadConfig(env));

  it('lets a production configured for real start, and leaves development alone', () => {
    expect(check(ready)).not.toThrow();
    expect(check({})).not.toThrow();
  });

  it.each([
    [{ DATABASE_URL: undefined }, /^Invalid environment variable DATABASE_URL: required in production/],
    [
      { AMAZON_CLIENT_ID: undefined },
      /^Invalid environment variable AMAZON_CLIENT_ID: required in production/,
    ],
    [
      { AMAZON_CLIENT_SECRET: DEV_AMAZON_APP.AMAZON_CLIENT_SECRET },
      /^Invalid environment variable AMAZON_CLIENT_SECRET: required in production/,
    ],
    [{ AMAZON_APP_ID: undefined }, /^Invalid environment variable AMAZON_APP_ID: /],
    [{ PUBLIC_URL: undefined }, /^Invalid environment variable PUBLIC_URL: .*not localhost/],
    [{ PUBLIC_URL: 'http://127.0.0.1:3000' }, /^Invalid environment variable PUBLIC_URL: .*not 127\.0\.0\.1/],
    [{ PUBLIC_URL: 'http://[::1]:3000' }, /^Invalid environment variable PUBLIC_URL: /],
    [
      { STRIPE_SECRET_KEY: undefined },
      /^Invalid environment variable STRIPE_SECRET_KEY: required in production/,
    ],
    [{ STRIPE_WEBHOOK_SECRET: undefined }, /^Invalid environment variable STRIPE_WEBHOOK_SECRET: required/],
    [{ BILLING_TEST_CARDS: 'true' }, /^Invalid environment variable BILLING_TEST_CARDS: /],
  ])('refuses production with %o, in one line naming the variable', (change, message) => {
    expectOneLineConfigError(check({ ...ready, ...change }), message);
  });
});
