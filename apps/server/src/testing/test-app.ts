import { buildApp, type TAppDeps } from '../app.ts';
import { createJobQueues } from '../jobs/start-workers.ts';
import { fixedClock } from '../lib/clock.ts';
import { createLogger, type TLogger } from '../lib/logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { startQueue, stopQueue, type TQueue } from '../queue/queue.ts';
import { startFakeLwa } from './fake-lwa.ts';
import { suiteFixture } from './suite-fixture.ts';
import { testConfig } from './test-config.ts';
import { createTestDatabase, type TTestDatabase } from './test-database.ts';

export const TEST_NOW = new Date('2026-11-22T12:00:00.000Z');
// Kept here too: tests import the configuration helpers with the app builder. (test-config.ts holds
// them so that benchmarks can use them without loading Vitest.)
export { TEST_ENCRYPTION_KEY, testConfig } from './test-config.ts';

/**
 * The real app on a fresh database of its own, with a real job queue and the outbox mailer; the clock is
 * pinned. `close()` stops everything and drops the database.
 */
export async function buildTestApp(
  overrides: Partial<Omit<TAppDeps, 'database' | 'config'>> & {
    /** Environment variables for this app's configuration (see config.ts). */
    env?: Record<string, string>;
    /** Extra routes for a test, registered before the app is ready. */
    routes?: (app: Awaited<ReturnType<typeof buildApp>>) => void;
  } = {},
) {
  const database: TTestDatabase = await createTestDatabase();
  const logger = overrides.logger ?? createLogger('silent');
  const queue = overrides.queue ?? (await startJobQueue(database.url, logger));
  const clock = overrides.clock ?? fixedClock(TEST_NOW);
  const app = await buildApp({
    config: testConfig(overrides.env),
    database,
    queue,
    mailer: overrides.mailer ?? createMailer({ db: database.db, from: 'test@seller-tools.local', logger }),
    clock,
    logger,
    ...(overrides.ppcSp ? { ppcSp: overrides.ppcSp } : {}),
    ...(overrides.solicitations ? { solicitations: overrides.solicitations } : {}),
    ppcApply: overrides.ppcApply,
    draftCases: overrides.draftCases,
    billingSetup: overrides.billingSetup,
    billableCases: overrides.billableCases,
  });
  overrides.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    queue,
    clock,
    async close() {
      await app.close();
      if (!overrides.queue) await stopQueue(queue);
      await database.drop();
    },
  };
}

export type TTestApp = Awaited<ReturnType<typeof buildTestApp>>;

/**
 * buildTestApp for the tests of the enclosing describe, closed after them; the workers the tests started
 * on the queues named in `working` are stopped first.
 */
export const useTestApp = (working: readonly string[] = []): TTestApp =>
  suiteFixture(
    () => buildTestApp(),
    async (t) => {
      for (const name of working) await t.queue.offWork(name);
      await t.close();
    },
  );

/**
 * buildTestApp whose Login with Amazon is a fake LWA taking the test configuration's client credentials
 * (tests of the consent calls); `close()` stops both.
 */
export async function buildTestAppWithLwa(env: Record<string, string> = {}) {
  const defaults = testConfig();
  const lwa = await startFakeLwa({
    clientId: defaults.AMAZON_CLIENT_ID,
    clientSecret: defaults.AMAZON_CLIENT_SECRET,
  });
  const t = await buildTestApp({ env: { AMAZON_LWA_URL: lwa.url, AMAZON_SP_API_URL: lwa.spApiUrl, ...env } });
  return {
    ...t,
    lwa,
    async close() {
      await t.close();
      await lwa.close();
    },
  };
}

export type TLwaTestApp = Awaited<ReturnType<typeof buildTestAppWithLwa>>;

/** pg-boss with the product's queues, as main.ts has them (the workers aside: tests run jobs themselves). */
async function startJobQueue(connectionString: string, logger: TLogger): Promise<TQueue> {
  const queue = await startQueue({ connectionString, logger });
  await createJobQueues(queue);
  return queue;
}
