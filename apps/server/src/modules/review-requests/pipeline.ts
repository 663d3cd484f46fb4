import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { readRuleRow, ruleOfRow } from './rules.ts';
import { scheduleNewOrders } from './schedule.ts';

// What the review-request jobs (jobs/definitions/review-request-*.job.ts) and the syncs ask this module:
// which stores have requests due, and which new orders join the schedule.

/** Stores with a rule on and a request due (or a claim left by a worker that died). */
export async function dueStores(db: TDb, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct r.channel_id from review_requests r
    join review_request_rules rule on rule.channel_id = r.channel_id and rule.enabled
    where (r.status = 'scheduled' and r.scheduled_at <= ${now.toISOString()})
       or r.status = 'sending'`);
  return (result.rows as { channel_id: string }[]).map((r) => r.channel_id);
}

/** After an orders sync: the store's new orders join the schedule when its rule is on. */
export async function scheduleAfterOrdersSync(db: TDb, channelId: string, now: Date): Promise<number> {
  const row = await readRuleRow(db, channelId);
  if (!row?.enabled) return 0;
  return scheduleNewOrders(db, channelId, ruleOfRow(row), now);
}
