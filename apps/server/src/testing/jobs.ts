import type { TDb } from '../db/client.ts';
import {
  type INITIAL_IMPORT_JOB,
  markImportDone,
  runInitialImport,
  ZInitialImportPayload,
} from '../jobs/initial-import.ts';
import type { TClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import type { TQueue } from '../queue/queue.ts';
import type { TMarketplace } from '../sync/marketplace.ts';
import { findSyncStore } from '../sync/sync-store.ts';

/**
 * Runs every job waiting in one queue now, in this test, the way the worker would (same handler, then
 * complete). Answers how many ran, so a test can also assert that nothing was queued. Without a
 * marketplace (tests about signup steps, not data) the import finds nothing to read and only marks the
 * store done.
 */
export async function runQueuedJobs(
  deps: { db: TDb; queue: TQueue; clock: TClock; marketplace?: TMarketplace },
  name: typeof INITIAL_IMPORT_JOB,
): Promise<number> {
  const logger = createLogger('silent');
  let ran = 0;
  for (;;) {
    const jobs = await deps.queue.fetch(name, { batchSize: 10 });
    if (jobs.length === 0) return ran;
    for (const job of jobs) {
      if (deps.marketplace) {
        await runInitialImport(
          { db: deps.db, clock: deps.clock, logger, marketplace: deps.marketplace },
          job.data,
        );
      } else {
        const { channelId } = ZInitialImportPayload.parse(job.data);
        if (await findSyncStore(deps.db, channelId)) await markImportDone(deps, channelId);
      }
      await deps.queue.complete(name, job.id);
      ran += 1;
    }
  }
}
