import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type TDatabase, type TDb } from './db/client.ts';
import { channels } from './db/schema/index.ts';
import { enqueue } from './jobs/enqueue.ts';
import { createLogger } from './lib/logger.ts';
import { startQueue, stopQueue } from './queue/queue.ts';
import { insertUser } from './testing/accounts.ts';
import { jobsCompletedBy, startFleet, type TFleet } from './testing/fleet-process.ts';
import { startSandboxProcess, type TSandboxProcess } from './testing/sandbox-process.ts';
import { stopChild } from './testing/server-process.ts';
import { TEST_ENCRYPTION_KEY } from './testing/test-config.ts';

// Issue 23: the product as separate processes on one database — an API process that only enqueues and
// worker processes that run the jobs. A store's initial import completes with its work spread over
// both workers; a worker killed in the middle of an import (SIGKILL: no goodbye, its job left active)
// costs the store nothing but time: another worker takes the job over once its heartbeat stops, and the
// store ends with the same data as one imported undisturbed.

const SELLER = 'AD9G7TIZGEDRUD'; // the smallest demo seller (UK)
const UK = 'A1F83G8C2ARO7P';
const IMPORT_TIMEOUT_MS = 240_000;

/** Per-store row counts of what the import writes that does not move with the sandbox's clock. */
const STORE_TABLES = ['products', 'reviews', 'inbound_shipments', 'fba_estimated_fees'] as const;

async function waitForImport(db: TDb, channelId: string) {
  const deadline = Date.now() + IMPORT_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const [row] = await db
      .select({ step: channels.signupStep })
      .from(channels)
      .where(eq(channels.id, channelId));
    if (row?.step === 'done') return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`store ${channelId} did not finish its import in ${IMPORT_TIMEOUT_MS / 1000} s`);
}

async function storeCounts(database: TDatabase, channelId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of STORE_TABLES) {
    const result = await database.pool.query<{ n: number }>(
      `select count(*)::int as n from "${table}" where channel_id = $1`,
      [channelId],
    );
    counts[table] = result.rows[0]?.n ?? 0;
  }
  return counts;
}

/** Waits until a worker has taken the store's import job. */
async function waitForActiveImport(database: TDatabase, channelId: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const result = await database.pool.query(
      `select 1 from pgboss.job where name = 'initial-import' and data->>'channelId' = $1 and state = 'active'`,
      [channelId],
    );
    if (result.rowCount) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no worker took the import');
}

const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);

describe('one API process and two workers on one database', () => {
  let sandbox: TSandboxProcess;
  let fleet: TFleet;
  let database: TDatabase;

  beforeAll(async () => {
    sandbox = await startSandboxProcess({ SANDBOX_RATE_MULTIPLIER: '1000' });
    // The stores' grants are sealed here with the tests' key: the processes must open them with it.
    fleet = await startFleet({ env: { ...sandbox.env, ENCRYPTION_KEY: TEST_ENCRYPTION_KEY } });
    database = connectDatabase(fleet.databaseUrl, { max: 2 });
  }, 120_000);
  afterAll(async () => {
    await database?.close();
    await fleet?.stop();
    await sandbox?.stop();
  });

  it(
    "spreads a store's import over both workers, and a killed worker's import still completes with the same data",
    async () => {
      // The API process runs no job: a store connected now waits for a worker.
      const first = await insertUser(database.db, {
        email: 'fleet-a@example.com',
        password: 'Corr3ct!horse',
      });
      const storeA = await sandbox.connectStore(database.db, first.companyId, SELLER, UK);
      const workers = [await fleet.startWorker(), await fleet.startWorker()];
      await waitForImport(database.db, storeA.id);
      const done = await Promise.all(workers.map(jobsCompletedBy));
      for (const counts of done) expect(total(counts)).toBeGreaterThan(0);
      const undisturbed = await storeCounts(database, storeA.id);
      expect(undisturbed.products).toBeGreaterThan(0);

      // One worker left, killed mid-import; a fresh worker must finish the store from its checkpoints.
      const [survivor, leaving] = workers as [(typeof workers)[0], (typeof workers)[0]];
      await stopChild(leaving.child);
      const second = await insertUser(database.db, {
        email: 'fleet-b@example.com',
        password: 'Corr3ct!horse',
      });
      const storeB = await sandbox.connectStore(database.db, second.companyId, SELLER, UK);
      // As the API's connect does: queue the store's import.
      const queue = await startQueue({ connectionString: fleet.databaseUrl, logger: createLogger('silent') });
      try {
        await enqueue(queue, 'initial-import', { channelId: storeB.id });
      } finally {
        await stopQueue(queue);
      }
      await waitForActiveImport(database, storeB.id);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      survivor.child.kill('SIGKILL');
      await fleet.startWorker();
      await waitForImport(database.db, storeB.id);
      expect(await storeCounts(database, storeB.id)).toEqual(undisturbed);
    },
    IMPORT_TIMEOUT_MS * 2 + 60_000,
  );
});
