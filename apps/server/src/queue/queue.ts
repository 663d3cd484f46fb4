import { PgBoss } from 'pg-boss';
import type { TLogger } from '../lib/logger.ts';

export type TQueue = PgBoss;

/** Every job queue the product uses; each exists from the moment the queue starts (pg-boss requires it). */
export const QUEUE_NAMES = {
  initialImport: 'initial-import',
  syncOrders: 'sync-orders',
  syncReviews: 'sync-reviews',
  syncReports: 'sync-reports',
  syncAds: 'sync-ads',
  reviewEvents: 'review-events',
  dailySummary: 'daily-summary',
  reviewRequestDispatch: 'review-request-dispatch',
  reviewRequestSend: 'review-request-send',
} as const;

// short: at most one job per singletonKey waits in the queue, so a store's import is never queued twice.
const QUEUE_POLICIES: Record<
  (typeof QUEUE_NAMES)[keyof typeof QUEUE_NAMES],
  'standard' | 'short' | 'stately'
> = {
  'initial-import': 'short',
  // A store's scheduled sync never runs twice at once; a tick while one waits is dropped.
  'sync-orders': 'short',
  'sync-reviews': 'short',
  'sync-reports': 'short',
  'sync-ads': 'short',
  'review-events': 'short',
  'daily-summary': 'short',
  'review-request-dispatch': 'short',
  // One running and one waiting per store: a send job that ran out of budget queues its successor.
  'review-request-send': 'stately',
};

/** pg-boss on the product's own PostgreSQL: retries, schedules and singleton keys for every job. */
export async function startQueue(deps: { connectionString: string; logger: TLogger }): Promise<TQueue> {
  const boss = new PgBoss({ connectionString: deps.connectionString, max: 4 });
  boss.on('error', (err: Error & { code?: string }) => {
    // 57P01: the database is shutting down (Ctrl-C reaches the embedded server too); not a fault.
    if (err.code === '57P01') return deps.logger.debug('job queue: database shutting down');
    // pg errors carry their whole client; log only what helps.
    deps.logger.error({ err: { message: err.message, code: err.code } }, 'job queue error');
  });
  await boss.start();
  // Idempotent: creating a queue that exists changes nothing.
  for (const name of Object.values(QUEUE_NAMES))
    await boss.createQueue(name, { policy: QUEUE_POLICIES[name] });
  return boss;
}

export async function stopQueue(queue: TQueue): Promise<void> {
  await queue.stop({ graceful: true, timeout: 10_000 });
}
