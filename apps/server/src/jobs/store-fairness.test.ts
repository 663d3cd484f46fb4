import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels, products, syncStages } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import type { TMarketplace } from '../sync/marketplace.ts';
import { insertUser } from '../testing/accounts.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { TAnyJob, TJobDeps } from './definitions/define-job.ts';
import { IMPORT_BUDGET_MS, initialImportJob } from './definitions/initial-import.job.ts';
import { STORE_SYNC_BUDGET_MS } from './definitions/store-sync.ts';
import { syncOrdersJob } from './definitions/sync-orders.job.ts';
import { syncReviewsJob } from './definitions/sync-reviews.job.ts';
import { enqueue } from './enqueue.ts';
import { JOB_DEFINITIONS } from './registry.ts';
import { workJob } from './start-workers.ts';

// One tenant's jobs must not starve the others (issue 17, M6): a queue of per-store jobs is worked
// several at a time, never more than one per store, and its expiry covers a run's time budget.
describe('per-store queues on pg-boss', () => {
  const t = useTestApp([initialImportJob.name]);

  it('expire a run only after its time budget (not at the default 15 minutes)', async () => {
    const queue = await t.queue.getQueue(initialImportJob.name);
    expect(queue?.expireInSeconds).toBeGreaterThanOrEqual(IMPORT_BUDGET_MS / 1000 + 15 * 60);
    for (const name of ['sync-orders', 'sync-reviews', 'sync-reports', 'sync-ads']) {
      expect((await t.queue.getQueue(name))?.expireInSeconds, name).toBeGreaterThan(900);
    }
  });

  it('every per-store queue is worked several stores at a time, one job per store', () => {
    const perStore = JOB_DEFINITIONS.filter((job) => 'channelId' in job.payload.shape).map((j) => j.name);
    for (const job of JOB_DEFINITIONS.filter(
      (j) => perStore.includes(j.name) && j.name !== 'review-events',
    )) {
      if (job.name === 'review-request-send') continue; // its own concurrency, `stately` per store
      expect(job.worker.groupConcurrency, job.name).toBe(1);
      expect(
        job.worker.localConcurrency?.({ STORE_JOB_CONCURRENCY: 4 } as TJobDeps['config']),
        job.name,
      ).toBe(4);
    }
    expect(syncOrdersJob.worker.groupConcurrency).toBe(1);
  });

  it("a long import of one store does not hold back another's, nor does a store run twice at once", async () => {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    const running: string[] = [];
    const started: string[] = [];
    const releases = new Map<string, () => void>();
    const job = {
      ...initialImportJob,
      worker: { ...initialImportJob.worker, pollingIntervalSeconds: 0.5 },
      handler: async (_deps: unknown, { channelId }: { channelId: string }) => {
        started.push(channelId);
        running.push(channelId);
        // Runs until the test lets it go (an hours-long import, as far as the queue can tell).
        await new Promise<void>((resolve) => releases.set(`${channelId}#${started.length}`, resolve));
        running.splice(running.indexOf(channelId), 1);
      },
    } as unknown as TAnyJob;
    const config = { STORE_JOB_CONCURRENCY: 3 } as TJobDeps['config'];
    await workJob(job, { queue: t.queue, config } as TJobDeps);
    const until = async (check: () => boolean) => {
      const deadline = Date.now() + 15_000;
      while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(check()).toBe(true);
    };

    await enqueue(t.queue, 'initial-import', { channelId: a });
    await until(() => running.includes(a));
    // Store A queues its next run while the first still works (a budgeted import does so), then B.
    await enqueue(t.queue, 'initial-import', { channelId: a });
    await enqueue(t.queue, 'initial-import', { channelId: b });
    await until(() => running.includes(b));
    // Free slots are left, yet A's second run waits for its first.
    await new Promise((r) => setTimeout(r, 1500));
    expect(running.filter((id) => id === a)).toHaveLength(1);
    for (const [key, release] of releases) if (key.startsWith(a)) release();
    await until(() => started.filter((id) => id === a).length === 2);
    for (const release of releases.values()) release();
    await until(() => running.length === 0);
  });
});

describe('a scheduled sync at its time budget', () => {
  const t = useTestApp();

  it('stops between units with its checkpoint saved, queues itself, and the next run finishes', async () => {
    const { companyId } = await insertUser(t.db, { email: 'budget@example.com', password: 'Corr3ct!horse' });
    const [row] = await t.db
      .insert(channels)
      .values({
        companyId,
        sellerId: 'A1BUDGET01',
        marketplaceId: 'ATVPDKIKX0DER',
        region: 'North America',
        refreshTokenEnc: 'v1.test',
        signupStep: 'done',
      })
      .returning({ id: channels.id });
    const channelId = row?.id ?? '';
    const asins = Array.from({ length: 12 }, (_, i) => `B0BUDGET${String(i).padStart(2, '0')}`);
    await t.db.insert(products).values(asins.map((asin) => ({ channelId, sku: `SKU-${asin}`, asin })));
    const clock = t.clock as typeof t.clock & { advance(ms: number): void };
    const read: string[] = [];
    // Every product page takes (as far as the clock says) more than the whole budget.
    const marketplace = {
      pages: {
        productPage: async (_marketplaceId: string, asin: string) => {
          read.push(asin);
          clock.advance(STORE_SYNC_BUDGET_MS + 1);
          return null;
        },
        reviewPage: async () => null,
      },
    } as unknown as TMarketplace;
    const deps = { db: t.db, clock, logger: createLogger('silent'), marketplace, queue: t.queue };
    const stage = async () =>
      (
        await t.db
          .select()
          .from(syncStages)
          .where(and(eq(syncStages.channelId, channelId), eq(syncStages.stage, 'sync-reviews')))
      )[0];

    await syncReviewsJob.handler(deps, { channelId });
    // The pages in flight when the budget ended finished; no new one started.
    expect(read.length).toBeLessThan(asins.length);
    const paused = await stage();
    expect(paused?.status).toBe('running');
    expect((paused?.checkpoint as { doneAsins: string[] } | undefined)?.doneAsins).toHaveLength(read.length);
    const queued = await t.queue.fetch('sync-reviews', { batchSize: 5 });
    expect(queued.map((j) => j.data)).toEqual([{ channelId }]);
    await t.queue.complete(
      'sync-reviews',
      queued.map((j) => j.id),
    );

    // Each run carries on from the checkpoint, until the stage is done and nothing is queued.
    let runs = 1;
    for (let next = queued; next.length > 0 && runs < 50; runs++) {
      await syncReviewsJob.handler(deps, { channelId });
      next = await t.queue.fetch('sync-reviews', { batchSize: 5 });
      if (next.length > 0)
        await t.queue.complete(
          'sync-reviews',
          next.map((j) => j.id),
        );
    }
    expect(runs).toBeGreaterThan(2);
    expect([...read].sort()).toEqual(asins);
    expect((await stage())?.status).toBe('done');
    expect(await t.queue.fetch('sync-reviews')).toEqual([]);
  });
});
