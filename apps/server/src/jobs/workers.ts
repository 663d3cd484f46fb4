import type { TConfig } from '../config.ts';
import type { TDb } from '../db/client.ts';
import type { TClock } from '../lib/clock.ts';
import type { TLogger } from '../lib/logger.ts';
import {
  DISPATCH_CRON,
  dispatchReviewRequests,
  REVIEW_REQUEST_JOBS,
  runSendJob,
  scheduleAfterOrdersSync,
} from '../modules/review-requests/review-request-jobs.ts';
import { enqueueReviewEvents } from '../modules/reviews/events/review-jobs.ts';
import type { TQueue } from '../queue/queue.ts';
import type { TMarketplace } from '../sync/marketplace.ts';
import { enqueueUnfinishedImports, INITIAL_IMPORT_JOB, runInitialImport } from './initial-import.ts';
import {
  runSync,
  SYNC_JOBS,
  scheduleStoreSyncs,
  type TScheduleConfig,
  ZSyncPayload,
} from './sync-schedules.ts';

export type TWorkerDeps = {
  db: TDb;
  queue: TQueue;
  clock: TClock;
  logger: TLogger;
  marketplace: TMarketplace;
  config: TScheduleConfig & Pick<TConfig, 'REVIEW_REQUEST_CONCURRENCY'>;
};

/**
 * Starts the product's job workers in this process (main.ts). Tests do not start them: they run the
 * queued jobs themselves (testing/jobs.ts), so each step happens when the test says.
 */
export async function startJobWorkers(deps: TWorkerDeps): Promise<void> {
  const jobDeps = { db: deps.db, clock: deps.clock, logger: deps.logger, marketplace: deps.marketplace };
  await deps.queue.work(INITIAL_IMPORT_JOB, { pollingIntervalSeconds: 2 }, async (jobs) => {
    for (const job of jobs) {
      await runInitialImport(
        {
          ...jobDeps,
          onImported: async (id) => {
            await scheduleStoreSyncs(deps.queue, deps.config, id);
            await scheduleAfterOrdersSync(deps.db, id, deps.clock.now());
            // Tag the imported reviews by the company's rules; their history raises no alert.
            await enqueueReviewEvents(deps.queue, { channelId: id, alerts: false });
          },
        },
        job.data,
      );
    }
  });
  for (const name of Object.values(SYNC_JOBS)) {
    await deps.queue.work(name, { pollingIntervalSeconds: 5 }, async (jobs) => {
      for (const job of jobs) {
        await runSync({ ...jobDeps, queue: deps.queue }, name, job.data);
        // New reviews: tags, negative-review and rating-drop alerts within this sync cycle.
        if (name === SYNC_JOBS.orders) {
          const { channelId } = ZSyncPayload.parse(job.data);
          await scheduleAfterOrdersSync(deps.db, channelId, deps.clock.now());
        }
        if (name === SYNC_JOBS.reviews) {
          const { channelId } = ZSyncPayload.parse(job.data);
          await enqueueReviewEvents(deps.queue, { channelId, alerts: true });
        }
      }
    });
  }
  await startReviewRequestWorkers(deps, jobDeps);
  const queued = await enqueueUnfinishedImports(deps);
  if (queued > 0) deps.logger.info({ queued }, 'initial import queued for stores still importing');
}

/** Review requests: the per-minute dispatcher and the per-store senders, many stores side by side. */
async function startReviewRequestWorkers(
  deps: TWorkerDeps,
  jobDeps: Omit<Parameters<typeof runSendJob>[0], 'queue'>,
): Promise<void> {
  await deps.queue.work(REVIEW_REQUEST_JOBS.dispatch, { pollingIntervalSeconds: 10 }, async () => {
    await dispatchReviewRequests(deps);
  });
  await deps.queue.work(
    REVIEW_REQUEST_JOBS.send,
    { pollingIntervalSeconds: 2, localConcurrency: deps.config.REVIEW_REQUEST_CONCURRENCY },
    async (jobs) => {
      for (const job of jobs) await runSendJob({ ...jobDeps, queue: deps.queue }, job.data);
    },
  );
  await deps.queue.schedule(REVIEW_REQUEST_JOBS.dispatch, DISPATCH_CRON, {}, { singletonKey: 'dispatch' });
}
