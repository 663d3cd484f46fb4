import { PgBoss } from 'pg-boss';
import type { TLogger } from '../lib/logger.ts';

export type TQueue = PgBoss;

/** pg-boss on the product's own PostgreSQL: retries, schedules and singleton keys for every job. */
export async function startQueue(deps: { connectionString: string; logger: TLogger }): Promise<TQueue> {
  // The supervisor fails jobs whose worker stopped beating (heartbeatSeconds): every 15 s rather than the
  // default minute, so a dead worker's store waits less for another.
  const boss = new PgBoss({ connectionString: deps.connectionString, max: 4, superviseIntervalSeconds: 15 });
  boss.on('error', (err: Error & { code?: string }) => {
    // 57P01: the database is shutting down (Ctrl-C reaches the embedded server too); not a fault.
    if (err.code === '57P01') return deps.logger.debug('job queue: database shutting down');
    // pg errors carry their whole client; log only what helps.
    deps.logger.error({ err: { message: err.message, code: err.code } }, 'job queue error');
  });
  await boss.start();
  // The queues themselves, with their policies, come from the job definitions (jobs/start-workers.ts).
  return boss;
}

export async function stopQueue(queue: TQueue): Promise<void> {
  await queue.stop({ graceful: true, timeout: 10_000 });
}
