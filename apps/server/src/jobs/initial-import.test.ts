import { CHANNEL_STATUS, IMPORT_STAGES } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channels, syncStages } from '../db/schema/index.ts';
import { createLogger } from '../lib/logger.ts';
import { createSecretBox } from '../lib/secret-box.ts';
import { createUnsubscribeTokens } from '../lib/unsubscribe-tokens.ts';
import { createMailer } from '../mail/mailer.ts';
import type { TMarketplace } from '../sync/marketplace.ts';
import { insertUser } from '../testing/accounts.ts';
import { runQueuedJobs } from '../testing/jobs.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import { testSyncCrons } from '../testing/test-config.ts';
import {
  enqueueUnfinishedImports,
  initialImportJob,
  runInitialImport,
} from './definitions/initial-import.job.ts';
import { STORE_SYNC_DEFINITIONS, scheduleStoreSyncs } from './definitions/store-schedules.ts';
import { syncOrdersJob } from './definitions/sync-orders.job.ts';
import { enqueue } from './enqueue.ts';
import { JOB_DEFINITIONS } from './registry.ts';
import { runJob, startJobWorkers } from './start-workers.ts';

describe('initial-import job', () => {
  let t: TTestApp;
  let companyId: string;
  let seq = 0;

  const addStore = async (values: { signupStep?: string; deletedAt?: Date | null } = {}) => {
    const [row] = await t.db
      .insert(channels)
      .values({
        companyId,
        sellerId: `A1JOB${++seq}`,
        marketplaceId: 'ATVPDKIKX0DER',
        region: 'North America',
        refreshTokenEnc: 'v1.test',
        ...values,
      })
      .returning({ id: channels.id });
    if (!row) throw new Error('no channel row');
    return row.id;
  };
  const stepOf = async (id: string) =>
    (await t.db.select({ step: channels.signupStep }).from(channels).where(eq(channels.id, id)))[0]?.step;
  // These tests are about the job's bookkeeping; the data stages run against the sandbox in
  // sync/sync.sandbox.test.ts. A marketplace that is never to be reached:
  const unreachable = new Proxy({} as TMarketplace, {
    get() {
      throw new Error('the marketplace must not be called');
    },
  });
  const CRONS = {
    ...testSyncCrons(),
    REVIEW_REQUEST_CONCURRENCY: 4,
    STORE_JOB_CONCURRENCY: 4,
  };
  const deps = () => ({ db: t.db, clock: t.clock, logger: createLogger('silent'), marketplace: unreachable });
  /** A store whose import stages have all run (a server stopped right before the last step). */
  const stagesDone = async (channelId: string) => {
    for (const stage of IMPORT_STAGES)
      await t.db.insert(syncStages).values({ channelId, stage, status: 'done' });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    companyId = (await insertUser(t.db, { email: 'jobs@example.com', password: 'Corr3ct!horse' })).companyId;
  });
  afterAll(() => t.close());

  it('marks the store done once every stage has run, and running it again changes nothing', async () => {
    const id = await addStore();
    await stagesDone(id);
    expect(await stepOf(id)).toBe('importing');
    await runInitialImport(deps(), { channelId: id });
    expect(await stepOf(id)).toBe('done');
    await runInitialImport(deps(), { channelId: id });
    expect(await stepOf(id)).toBe('done');
  });

  it('does nothing for a deleted or unknown store, and rejects a malformed payload', async () => {
    const deleted = await addStore({ deletedAt: t.clock.now() });
    await runInitialImport(deps(), { channelId: deleted });
    expect(await stepOf(deleted)).toBe('importing');
    await expect(
      runInitialImport(deps(), { channelId: '00000000-0000-4000-8000-000000000000' }),
    ).resolves.toEqual({ more: false });
    await expect(
      runJob(initialImportJob, { ...deps(), queue: t.queue, config: CRONS }, { channelId: 'nope' }),
    ).rejects.toThrow(/^initial-import: bad payload \{"channelId":"nope"\} \(channelId: /);
  });

  it('queues a store once while it waits, and requeues stores still importing', async () => {
    await runQueuedJobs(t, 'initial-import');
    const id = await addStore();
    await enqueue(t.queue, 'initial-import', { channelId: id });
    await enqueue(t.queue, 'initial-import', { channelId: id });
    expect(await runQueuedJobs(t, 'initial-import')).toBe(1);
    expect(await stepOf(id)).toBe('done');

    const stranded = await addStore();
    await addStore({ signupStep: 'done' });
    expect(await enqueueUnfinishedImports({ db: t.db, queue: t.queue })).toBe(1);
    expect(await runQueuedJobs(t, 'initial-import')).toBe(1);
    expect(await stepOf(stranded)).toBe('done');
  });

  it('runs in the worker main.ts starts, which also picks up stores left importing', async () => {
    const stranded = await addStore();
    await stagesDone(stranded);
    const logger = createLogger('silent');
    await startJobWorkers({
      ...deps(),
      queue: t.queue,
      config: CRONS,
      mailer: createMailer({ db: t.db, from: 'x@seller-tools.local', logger }),
      unsubscribeTokens: createUnsubscribeTokens(Buffer.alloc(32, 1)),
      publicUrl: 'https://app.example',
      secretBox: createSecretBox(Buffer.alloc(32, 2)),
    });
    try {
      const queued = await addStore();
      await stagesDone(queued);
      await enqueue(t.queue, 'initial-import', { channelId: queued });
      const deadline = Date.now() + 15_000;
      while (
        ((await stepOf(stranded)) !== 'done' || (await stepOf(queued)) !== 'done') &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await stepOf(stranded)).toBe('done');
      expect(await stepOf(queued)).toBe('done');
      // A finished import starts the store's scheduled syncs (just after it marks the store done).
      const scheduledFor = async (id: string) =>
        (await t.queue.getSchedules())
          .filter((s) => s.key === id)
          .map((s) => s.name)
          .sort();
      while ((await scheduledFor(queued)).length < 6 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await scheduledFor(queued)).toEqual([
        'sync-ads',
        'sync-listings',
        'sync-offers',
        'sync-orders',
        'sync-reports',
        'sync-reviews',
      ]);
    } finally {
      for (const job of JOB_DEFINITIONS) await t.queue.offWork(job.name);
    }
  });

  it('a deleted store stops its schedules at the next tick and keeps its history', async () => {
    const id = await addStore({ signupStep: 'done' });
    // (not the defaults: every schedule is configurable)
    const crons = {
      SYNC_ORDERS_CRON: '*/10 * * * *',
      SYNC_REVIEWS_CRON: '0 */4 * * *',
      SYNC_REPORTS_CRON: '15 2 * * *',
      SYNC_ADS_CRON: '45 6 * * *',
      SYNC_OFFERS_CRON: '20 * * * *',
      SYNC_LISTINGS_CRON: '50 */2 * * *',
    };
    await scheduleStoreSyncs(t.queue, crons, id);
    const scheduled = (await t.queue.getSchedules()).filter((s) => s.key === id);
    expect(Object.fromEntries(scheduled.map((s) => [s.name, s.cron]))).toEqual({
      'sync-orders': crons.SYNC_ORDERS_CRON,
      'sync-reviews': crons.SYNC_REVIEWS_CRON,
      'sync-reports': crons.SYNC_REPORTS_CRON,
      'sync-ads': crons.SYNC_ADS_CRON,
      'sync-offers': crons.SYNC_OFFERS_CRON,
      'sync-listings': crons.SYNC_LISTINGS_CRON,
    });
    await stagesDone(id);
    await t.db.update(channels).set({ deletedAt: t.clock.now() }).where(eq(channels.id, id));
    await syncOrdersJob.handler({ ...deps(), queue: t.queue }, { channelId: id });
    expect((await t.queue.getSchedules()).filter((s) => s.key === id)).toHaveLength(0);
    expect(await t.db.select().from(syncStages).where(eq(syncStages.channelId, id))).toHaveLength(
      IMPORT_STAGES.length,
    );
  });

  it('leaves a store whose refresh token Amazon refused alone until the seller reconnects it', async () => {
    const id = await addStore({ signupStep: 'done' });
    await t.db.update(channels).set({ status: CHANNEL_STATUS.reconnectNeeded }).where(eq(channels.id, id));
    // The unreachable marketplace throws if the sync tries Amazon.
    for (const job of STORE_SYNC_DEFINITIONS)
      await job.handler({ ...deps(), queue: t.queue }, { channelId: id });
    expect(await t.db.select().from(syncStages).where(eq(syncStages.channelId, id))).toEqual([]);
  });
});
