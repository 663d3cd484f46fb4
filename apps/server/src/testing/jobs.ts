import type { TDb } from '../db/client.ts';
import { markImportDone, runInitialImport } from '../jobs/definitions/initial-import.job.ts';
import { jobDefinition } from '../jobs/registry.ts';
import { runJob } from '../jobs/start-workers.ts';
import type { TClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import type { TQueue } from '../queue/queue.ts';
import type { TMarketplace } from '../sync/marketplace.ts';
import { findSyncStore } from '../sync/sync-store.ts';

/**
 * Runs every job waiting in the import queue now, in this test, the way the worker would (the registry's
 * definition parses the payload, then complete). Answers how many ran, so a test can also assert that
 * nothing was queued. It runs the import itself, not what the handler starts next (schedules, review
 * events): those are the tests of initial-import.test.ts. Without a marketplace (tests about signup
 * steps, not data) the import finds nothing to read and only marks the store done.
 */
export async function runQueuedJobs(
  deps: { db: TDb; queue: TQueue; clock: TClock; marketplace?: TMarketplace },
  name: 'initial-import',
): Promise<number> {
  const logger = createLogger('silent');
  const definition = jobDefinition(name);
  const { marketplace } = deps;
  const importOnly = {
    name,
    payload: definition.payload,
    handler: async (_: unknown, payload: { channelId: string }) => {
      if (marketplace)
        await runInitialImport({ db: deps.db, clock: deps.clock, logger, marketplace }, payload);
      else if (await findSyncStore(deps.db, payload.channelId)) await markImportDone(deps, payload.channelId);
    },
  };
  let ran = 0;
  for (;;) {
    const jobs = await deps.queue.fetch(name, { batchSize: 10 });
    if (jobs.length === 0) return ran;
    for (const job of jobs) {
      await runJob(importOnly, undefined, job.data);
      await deps.queue.complete(name, job.id);
      ran += 1;
    }
  }
}
