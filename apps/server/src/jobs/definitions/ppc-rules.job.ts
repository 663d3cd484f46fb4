import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { ppcRules } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import type { TPpcApply } from '../../modules/ppc/apply-port.ts';
import { createPpcRulesService } from '../../modules/ppc/rules/rules.service.ts';
import { defineTick } from './define-job.ts';

/** A daily rule runs again once this long has passed (an hour's slack for a late tick). */
const DAILY_EVERY_MS = 23 * 3_600_000;

export type TPpcJobDeps = { db: TDb; clock: TClock; logger: TLogger; ppcApply?: TPpcApply | undefined };

/** Runs every enabled rule that is due: hourly ones every hour, daily ones once a day. */
export async function runDueRules(deps: TPpcJobDeps): Promise<{ ran: number; failed: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select()
    .from(ppcRules)
    .where(
      and(
        eq(ppcRules.enabled, true),
        or(
          eq(ppcRules.schedule, 'hourly'),
          isNull(ppcRules.lastRunAt),
          lte(ppcRules.lastRunAt, new Date(now.getTime() - DAILY_EVERY_MS)),
        ),
      ),
    );
  const service = createPpcRulesService({ db: deps.db, clock: deps.clock, apply: deps.ppcApply });
  let failed = 0;
  // One rule's failure (recorded on its run) does not stop the others.
  for (const rule of due) {
    try {
      await service.run(rule, 'schedule');
    } catch (error) {
      failed++;
      deps.logger.warn({ err: error, ruleId: rule.id }, 'ppc rule run failed');
    }
  }
  return { ran: due.length, failed };
}

/** Every hour at :05 (after the hour's dayparting): the due PPC rules of every store. */
export const ppcRulesJob = defineTick({
  name: 'ppc-rules',
  cron: '5 * * * *',
  handler: async (deps: TPpcJobDeps) => {
    const result = await runDueRules(deps);
    deps.logger.info(result, 'ppc rules ran');
  },
});
