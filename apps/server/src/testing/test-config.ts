import { CRON_SETTINGS, loadConfig, type TConfig, type TCronSetting } from '../config.ts';

/** A fixed key for secrets at rest in tests (main.ts resolves the real one at start). */
export const TEST_ENCRYPTION_KEY = '0f1e2d3c4b5a69788796a5b4c3d2e1f00112233445566778899aabbccddeeff0';

/** Per-IP limits no test or benchmark reaches (a test of the limits sets its own, or the defaults). */
export const UNLIMITED_RATE_LIMITS = {
  RATE_LIMIT_API_MAX: '1000000',
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_NOT_FOUND_MAX: '1000000',
} as const;

/** The configuration tests run with: every default, NODE_ENV=test, plus what a test overrides. */
export function testConfig(overrides: Record<string, string> = {}): TConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
    // Tests fire bursts from one address; the per-IP limits have tests of their own (rate-limits.test.ts).
    ...UNLIMITED_RATE_LIMITS,
    ...overrides,
  });
}

/** The per-store syncs' schedules as the default configuration has them (what schedule tests expect). */
export function testSyncCrons(): Pick<TConfig, TCronSetting> {
  const config = testConfig();
  return Object.fromEntries(CRON_SETTINGS.map((name) => [name, config[name]])) as Pick<TConfig, TCronSetting>;
}
