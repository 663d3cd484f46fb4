import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { TDatabase, TDb } from './db/client.ts';
import { channels } from './db/schema/index.ts';
import { enqueue } from './jobs/enqueue.ts';
import { insertUser } from './testing/accounts.ts';
import { jobsRunBy, withFleetQueue } from './testing/fleet-process.ts';
import { useSandboxFleet } from './testing/sandbox-fleet.ts';
import { stopChild } from './testing/server-process.ts';

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

/** Queues the stores' imports, as the API's connect does (a worker queues them only in its start-up sweep). */
async function queueImports(databaseUrl: string, channelIds: string[]) {
  await withFleetQueue(databaseUrl, async (queue) => {
    for (const channelId of channelIds) await enqueue(queue, 'initial-import', { channelId });
  });
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

describe('one API process and two workers on one database', () => {
  const fx = useSandboxFleet({
    sandboxEnv: { SANDBOX_RATE_MULTIPLIER: '1000' },
    fleetEnv: { STORE_JOB_CONCURRENCY: '1' },
    connections: 2,
    timeoutMs: 120_000,
  });

  it(
    "imports stores side by side on two workers, and a killed worker's import is finished by another with the same data",
    async () => {
      // The API process runs no job: stores connected wait for a worker. Two companies connect the same
      // seller once both workers are up, so that each worker (one store job at a time) takes one import:
      // the first worker is busy with one store while the other store's import waits for a free worker.
      const connect = async (email: string) => {
        const user = await insertUser(fx.database.db, { email, password: 'Corr3ct!horse' });
        return fx.sandbox.connectStore(fx.database.db, user.companyId, SELLER, UK);
      };
      const workers = [await fx.fleet.startWorker(), await fx.fleet.startWorker()];
      const storeA = await connect('fleet-a@example.com');
      const storeA2 = await connect('fleet-a2@example.com');
      await queueImports(fx.fleet.databaseUrl, [storeA.id, storeA2.id]);
      await waitForImport(fx.database.db, storeA.id);
      await waitForImport(fx.database.db, storeA2.id);
      const imports = async (worker: (typeof workers)[0]) =>
        (await jobsRunBy(worker))['initial-import']?.completed ?? 0;
      // The work was spread: each worker completed import runs (an import may take several runs, resuming
      // from its checkpoints, so the count per worker is at least one, not exactly one).
      const done = await Promise.all(workers.map(imports));
      expect(
        done.every((runs) => runs >= 1),
        `import runs per worker: ${done.join(', ')}`,
      ).toBe(true);
      // And each says how long its imports took (what a bench reads to see where the work was done).
      const seconds = await Promise.all(
        workers.map(async (w) => (await jobsRunBy(w))['initial-import']?.seconds),
      );
      expect(
        seconds.every((s) => s !== undefined && s > 0),
        `import seconds per worker: ${seconds.join(', ')}`,
      ).toBe(true);
      const undisturbed = await storeCounts(fx.database, storeA.id);
      expect(undisturbed.products).toBeGreaterThan(0);
      // The same seller imported by two workers: the same rows.
      expect(await storeCounts(fx.database, storeA2.id)).toEqual(undisturbed);

      // One worker left, killed mid-import; a fresh worker must finish the store from its checkpoints.
      const [survivor, leaving] = workers as [(typeof workers)[0], (typeof workers)[0]];
      await stopChild(leaving.child);
      const storeB = await connect('fleet-b@example.com');
      await queueImports(fx.fleet.databaseUrl, [storeB.id]);
      await waitForActiveImport(fx.database, storeB.id);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      survivor.child.kill('SIGKILL');
      const replacement = await fx.fleet.startWorker();
      await waitForImport(fx.database.db, storeB.id);
      // The store's import moved to the new worker, which finished it.
      expect(await imports(replacement)).toBeGreaterThan(0);
      expect(await storeCounts(fx.database, storeB.id)).toEqual(undisturbed);
    },
    IMPORT_TIMEOUT_MS * 2 + 60_000,
  );
});
