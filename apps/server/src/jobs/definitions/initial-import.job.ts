import { CHANNEL_SIGNUP_STEPS, IMPORT_STAGES, type TImportStageName } from '@seller-tools/contract';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { channels } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { scheduleAfterOrdersSync } from '../../modules/review-requests/pipeline.ts';
import type { TQueue } from '../../queue/queue.ts';
import { importAccountHealth } from '../../sync/import-account-health.ts';
import { importAds } from '../../sync/import-ads.ts';
import { importCatalogue } from '../../sync/import-catalogue.ts';
import { importFbaReports } from '../../sync/import-fba-reports.ts';
import { importFbaSnapshots } from '../../sync/import-fba-snapshots.ts';
import { importFinances } from '../../sync/import-finances.ts';
import { importInbound } from '../../sync/import-inbound.ts';
import { importListings } from '../../sync/import-listings.ts';
import { importOffers } from '../../sync/import-offers.ts';
import { importOrders } from '../../sync/import-orders.ts';
import { importReviews } from '../../sync/import-reviews.ts';
import { importSellerFeedback } from '../../sync/import-seller-feedback.ts';
import type { TMarketplace } from '../../sync/marketplace.ts';
import { settleAll } from '../../sync/report-rows.ts';
import { runStage, type TSyncStage } from '../../sync/run-stage.ts';
import { stageProgress } from '../../sync/stage-progress.ts';
import { findSyncStore } from '../../sync/sync-store.ts';
import { enqueue } from '../enqueue.ts';
import { JOB_PAYLOADS, STORE_SYNC_JOBS, type TJobPayload } from '../queues.ts';
import { defineJob, JOB_HEARTBEAT_SECONDS, STORE_FAIR_WORKER, type TJobDeps } from './define-job.ts';
import { scheduleMissingStoreSyncs, scheduleStoreSyncs } from './store-schedules.ts';

// The first import of a newly connected store: catalogue, two years of orders, ratings and reviews, the
// FBA reports and Amazon Ads, then the store's signup step turns done (the web stops its "Integration
// now in progress" prompt). Stages run side by side as soon as what they read is there: each mostly
// waits for its own rate-limit buckets, so in sequence their waits would add up. Each stage persists
// its progress and checkpoint (sync_stages): a retried or restarted job skips finished stages and
// resumes the interrupted ones. Every write is an upsert. A run has a time budget: at its end the
// stages stop between units of work, their checkpoints saved, and the job queues itself again behind
// the other stores' imports, so a seller with two years of history never holds a worker for hours.

/** How long one run of the import works before it makes room (the stages stop between units of work). */
export const IMPORT_BUDGET_MS = 10 * 60_000;
/**
 * The queue's expiry: the budget, plus the units of work in flight when it ends (a report may wait out
 * a 10-minute 429 storm), plus a margin. A run past this is presumed dead and retried.
 */
export const IMPORT_EXPIRE_SECONDS = (IMPORT_BUDGET_MS + 30 * 60_000) / 1000;

export type TImportDeps = {
  db: TDb;
  clock: TClock;
  logger: TLogger;
  marketplace: TMarketplace;
  /** After the import: start the store's scheduled syncs (the job's handler below). */
  onImported?: (channelId: string) => Promise<void>;
  /** The run's time budget (IMPORT_BUDGET_MS unless a test says otherwise). */
  budgetMs?: number;
};

export const IMPORT_STAGE_RUNNERS: Record<TImportStageName, TSyncStage['run']> = {
  catalogue: importCatalogue,
  orders: importOrders,
  reviews: (ctx) => importReviews(ctx),
  // Seller feedback is one more report, read once the FBA ones are.
  'fba-reports': async (ctx) => {
    await importFbaReports(ctx);
    await importSellerFeedback(ctx);
    await importFbaSnapshots(ctx);
  },
  inbound: (ctx) => importInbound(ctx),
  finances: (ctx) => importFinances(ctx),
  ads: (ctx) => importAds(ctx),
  listings: importListings,
  offers: importOffers,
  'account-health': importAccountHealth,
};

/** What a stage reads that another writes: the reviews are read per ASIN of the catalogue. */
export const IMPORT_STAGE_NEEDS: Partial<Record<TImportStageName, TImportStageName[]>> = {
  reviews: ['catalogue'],
  // The offers are read for the catalogue's ASINs.
  offers: ['catalogue'],
};

/** Marks the store's signup step done (the last step of the import). */
export async function markImportDone(
  deps: Pick<TImportDeps, 'db' | 'clock'>,
  channelId: string,
): Promise<void> {
  await deps.db
    .update(channels)
    .set({ signupStep: CHANNEL_SIGNUP_STEPS.done, updatedAt: deps.clock.now() })
    .where(and(eq(channels.id, channelId), ne(channels.signupStep, CHANNEL_SIGNUP_STEPS.done)));
}

/**
 * Runs the import of one store (the handler's work, without what it starts next: tests run it alone).
 * A store that is gone (deleted, unknown) has nothing to import.
 * `options.stopAfter` runs only the stages up to that one in IMPORT_STAGES order (tests: a server
 * stopped between stages). A failed stage fails the run once the others have settled; what finished
 * stays done for the retry. Answers `more` when the budget ended first: stages are left to carry on
 * from their checkpoints in the next run.
 */
export async function runInitialImport(
  deps: TImportDeps,
  { channelId }: TJobPayload<'initial-import'>,
  options: { stopAfter?: TImportStageName } = {},
): Promise<{ more: boolean }> {
  const store = await findSyncStore(deps.db, channelId);
  if (!store) {
    deps.logger.info({ channelId }, 'initial import: store not found, nothing to do');
    return { more: false };
  }
  const deadline = deps.clock.now().getTime() + (deps.budgetMs ?? IMPORT_BUDGET_MS);
  let more = false;
  // Every stage shows as waiting from the start, so the status lists the whole plan.
  for (const name of IMPORT_STAGES) {
    const progress = stageProgress(deps, channelId, name);
    if (!(await progress.read())) await progress.waiting();
  }
  const last = options.stopAfter ? IMPORT_STAGES.indexOf(options.stopAfter) : IMPORT_STAGES.length - 1;
  const running = new Map<TImportStageName, Promise<void>>();
  const run = (name: TImportStageName): Promise<void> => {
    let pending = running.get(name);
    if (!pending) {
      pending = (async () => {
        await Promise.all((IMPORT_STAGE_NEEDS[name] ?? []).map(run));
        for (const need of IMPORT_STAGE_NEEDS[name] ?? []) {
          // What it reads is not all there yet (that stage stopped at the budget): next run.
          if ((await stageProgress(deps, channelId, need).read())?.status !== 'done') return;
        }
        const progress = await stageProgress(deps, channelId, name).read();
        if (progress?.status === 'done') return;
        if (deps.clock.now().getTime() >= deadline) {
          more = true;
          return;
        }
        const ran = await runStage(deps, store, { name, run: IMPORT_STAGE_RUNNERS[name] }, { deadline });
        if (ran.paused) {
          more = true;
          deps.logger.info({ channelId, stage: name }, 'initial import stage paused at its time budget');
          return;
        }
        deps.logger.debug({ channelId, stage: name }, 'initial import stage done');
      })();
      running.set(name, pending);
    }
    return pending;
  };
  await settleAll(IMPORT_STAGES.slice(0, last + 1).map(run));
  if (more) return { more };
  if (options.stopAfter) return { more: false };
  await markImportDone(deps, channelId);
  // A store disconnected while it imported gets no schedules (its data stays).
  if (await findSyncStore(deps.db, channelId)) await deps.onImported?.(channelId);
  return { more: false };
}

/**
 * Queues the import of every store still importing: a store whose job could not be queued (the database
 * went away right after connecting), that was connected before this job existed, or whose import was cut
 * short by a stopped server.
 */
export async function enqueueUnfinishedImports(deps: { db: TDb; queue: TQueue }): Promise<number> {
  const pending = await deps.db
    .select({ id: channels.id })
    .from(channels)
    .where(and(eq(channels.signupStep, CHANNEL_SIGNUP_STEPS.importing), isNull(channels.deletedAt)));
  for (const channel of pending) await enqueue(deps.queue, 'initial-import', { channelId: channel.id });
  return pending.length;
}

type TInitialImportJobDeps = Pick<TJobDeps, 'db' | 'queue' | 'clock' | 'logger' | 'marketplace' | 'config'>;

/** An imported store: its scheduled syncs start, its orders join the review-request schedule. */
async function afterImport(deps: TInitialImportJobDeps, channelId: string): Promise<void> {
  await scheduleStoreSyncs(deps.queue, deps.config, channelId);
  // The first orders sync now, not at its next tick: it brings the recent orders' delivery windows.
  await enqueue(deps.queue, 'sync-orders', { channelId });
  await scheduleAfterOrdersSync(deps.db, channelId, deps.clock.now());
  // Tag the imported reviews by the company's rules; their history raises no alert.
  await enqueue(deps.queue, 'review-events', { channelId, alerts: false });
  // The reimbursement audit reads what the import just stored (ledger, payments, shipments, finances).
  await enqueue(deps.queue, 'reimburse-audit', { channelId });
  // Advertising connected while the import ran, after its Ads stage was skipped: sync-ads reads the
  // Ads history now (all of it while that stage is not done), not at its next scheduled tick.
  const ads = await stageProgress(deps, channelId, 'ads').read();
  if (ads?.status === 'skipped' && (await findSyncStore(deps.db, channelId))?.adsRefreshTokenEnc)
    await enqueue(deps.queue, 'sync-ads', { channelId });
}

export const initialImportJob = defineJob({
  name: 'initial-import',
  // One waiting import per store (singleton key: the channel id); a failed run retries, backing off.
  // Its expiry covers a run's budget (the default 15 minutes would retry a healthy run mid-way).
  policy: {
    policy: 'short',
    retryLimit: 5,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: IMPORT_EXPIRE_SECONDS,
    // A worker that dies mid-run (killed, its machine gone) stops beating: another worker retries the
    // run from the stages' checkpoints within a minute, not after the expiry (issue 23).
    heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
  },
  // Several stores import side by side, one run per store at a time (the store is the job's group).
  worker: { pollingIntervalSeconds: 2, ...STORE_FAIR_WORKER },
  payload: JOB_PAYLOADS['initial-import'],
  enqueuesNext: ['initial-import', ...STORE_SYNC_JOBS, 'review-events', 'reimburse-audit'],
  handler: async (deps: TInitialImportJobDeps, payload) => {
    const run = await runInitialImport(
      { ...deps, onImported: (channelId) => afterImport(deps, channelId) },
      payload,
    );
    // Its budget spent: the next run waits its turn behind the imports queued meanwhile.
    if (run.more) await enqueue(deps.queue, 'initial-import', payload);
  },
  // A store whose import a stopped server cut short (or that never got queued) is picked up again; an
  // imported store gets the scheduled syncs added since its import.
  onStart: async (deps: TInitialImportJobDeps) => {
    const queued = await enqueueUnfinishedImports(deps);
    if (queued > 0) deps.logger.info({ queued }, 'initial import queued for stores still importing');
    const added = await scheduleMissingStoreSyncs(deps);
    if (added > 0) deps.logger.info({ added }, 'scheduled syncs added for imported stores');
  },
});
