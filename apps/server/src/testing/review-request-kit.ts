// What the review request benchmark (bench/review-requests.ts) drives: the module's own scheduler and
// sender against a migrated database of its own, with stores, orders and rules written straight to it
// (no server process: the sender runs in the benchmark's process, on the sandbox's clock).
import { connectDatabase, type TDb } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { companies, orders, reviewRequestRules } from '../db/schema/index.ts';
import { DEFAULT_RULE, rowOfRule } from '../modules/review-requests/rules.ts';
import {
  databaseUrl,
  startTestDatabaseServer,
  uniqueDatabaseName,
  withAdminClient,
} from './database-server.ts';
import { dropDatabase } from './template-database.ts';

export { connectDatabase, type TDb } from '../db/client.ts';
export { dispatchReviewRequests } from '../jobs/definitions/review-request-dispatch.job.ts';
export { createLogger } from '../lib/logger.ts';
export { readDailyLimit } from '../modules/review-requests/daily-limit.ts';
export { scheduleNewOrders } from '../modules/review-requests/schedule.ts';
export { SEND_BUDGET_MS, sendDueRequests, type TSendRun } from '../modules/review-requests/send-requests.ts';
export { orderFromApi } from '../sync/order-rows.ts';

type TOrderRow = typeof orders.$inferInsert;

/** A fresh migrated database on the test database server (embedded unless TEST_DATABASE_URL), dropped by stop. */
export async function startBenchDatabase(
  options: { max?: number } = {},
): Promise<{ db: TDb; url: string; stop(): Promise<void> }> {
  const server = await startTestDatabaseServer();
  const name = uniqueDatabaseName('st_bench');
  await withAdminClient(server.adminUrl, (c) => c.query(`create database "${name}"`));
  const url = databaseUrl(server.adminUrl, name);
  const database = connectDatabase(url, { max: options.max ?? 10 });
  await migrateDatabase(database.db);
  return {
    db: database.db,
    url,
    async stop() {
      await database.close();
      await dropDatabase(server.adminUrl, name);
      await server.stop();
    },
  };
}

export async function insertCompany(db: TDb, name: string): Promise<string> {
  const [row] = await db.insert(companies).values({ name }).returning({ id: companies.id });
  if (!row) throw new Error('company insert returned no row');
  return row.id;
}

/** Orders as the sync engine writes them (searchOrders rows), in chunks. */
export async function insertOrderRows(db: TDb, rows: readonly TOrderRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(orders).values(rows.slice(i, i + 1000));
}

/** The store's rule as the rule editor saves it: the defaults, switched on. */
export async function saveEnabledRule(db: TDb, channelId: string): Promise<typeof DEFAULT_RULE> {
  const rule = { ...DEFAULT_RULE, enabled: true };
  await db.insert(reviewRequestRules).values({ channelId, ...rowOfRule(rule) });
  return rule;
}
