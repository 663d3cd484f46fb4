import type { TDb } from '../../db/client.ts';
import { ppcDayparting } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import type { TPpcApply } from '../../modules/ppc/apply-port.ts';
import { createPpcDaypartService } from '../../modules/ppc/daypart/daypart.service.ts';
import { defineTick } from './define-job.ts';

export type TPpcDaypartJobDeps = {
  db: TDb;
  clock: TClock;
  logger: TLogger;
  ppcApply?: TPpcApply | undefined;
};

/** Each store with a dayparting grid: this hour's bids (runHour is once per local hour). */
export async function runDayparting(deps: TPpcDaypartJobDeps): Promise<number> {
  const stores = await deps.db.select({ channelId: ppcDayparting.channelId }).from(ppcDayparting);
  const service = createPpcDaypartService({ db: deps.db, clock: deps.clock, apply: deps.ppcApply });
  let changes = 0;
  for (const { channelId } of stores) {
    try {
      changes += (await service.runHour(channelId)).length;
    } catch (error) {
      deps.logger.warn({ err: error, channelId }, 'dayparting failed');
    }
  }
  return changes;
}

/** At the top of every hour (UTC hours are local hours in every zone Amazon Ads uses). */
export const ppcDaypartingJob = defineTick({
  name: 'ppc-dayparting',
  cron: '0 * * * *',
  handler: async (deps: TPpcDaypartJobDeps) => {
    deps.logger.info({ changes: await runDayparting(deps) }, 'dayparting ran');
  },
});
