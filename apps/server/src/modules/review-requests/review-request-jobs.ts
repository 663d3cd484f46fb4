import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import { QUEUE_NAMES, type TQueue } from '../../queue/queue.ts';
import { readRuleRow, ruleOfRow } from './rules.ts';
import { scheduleNewOrders } from './schedule.ts';
import { SEND_BUDGET_MS, sendDueRequests, type TSendDeps } from './send-requests.ts';

// The pipeline on pg-boss: a dispatcher every minute finds the stores with due requests and queues one
// send job per store (singleton per store: a store's requests go out one after another, at its seller's
// SP-API pace, while many stores send side by side).

export const REVIEW_REQUEST_JOBS = {
  dispatch: QUEUE_NAMES.reviewRequestDispatch,
  send: QUEUE_NAMES.reviewRequestSend,
} as const;
export const DISPATCH_CRON = '* * * * *';
export const ZSendPayload = z.object({ channelId: z.uuid() });

/** Stores with a rule on and a request due (or a claim left by a worker that died). */
export async function dueStores(db: TDb, now: Date): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct r.channel_id from review_requests r
    join review_request_rules rule on rule.channel_id = r.channel_id and rule.enabled
    where (r.status = 'scheduled' and r.scheduled_at <= ${now.toISOString()})
       or r.status = 'sending'`);
  return (result.rows as { channel_id: string }[]).map((r) => r.channel_id);
}

export async function dispatchReviewRequests(deps: {
  db: TDb;
  queue: TQueue;
  clock: TClock;
}): Promise<number> {
  const stores = await dueStores(deps.db, deps.clock.now());
  for (const channelId of stores) await enqueueSend(deps.queue, channelId);
  return stores.length;
}

export async function enqueueSend(queue: TQueue, channelId: string): Promise<void> {
  // A send may wait out a 429 storm (the client's 10-minute budget) on top of its own budget.
  await queue.send(
    REVIEW_REQUEST_JOBS.send,
    { channelId },
    { singletonKey: channelId, expireInSeconds: Math.round((SEND_BUDGET_MS * 3) / 1000) },
  );
}

/** One send job: the store's due requests until its budget ends; then the next job carries on at once. */
export async function runSendJob(deps: TSendDeps & { queue: TQueue }, payload: unknown): Promise<void> {
  const { channelId } = ZSendPayload.parse(payload);
  const run = await sendDueRequests(deps, channelId);
  if (run.more) await enqueueSend(deps.queue, channelId);
}

/** After an orders sync: the store's new orders join the schedule when its rule is on. */
export async function scheduleAfterOrdersSync(db: TDb, channelId: string, now: Date): Promise<number> {
  const row = await readRuleRow(db, channelId);
  if (!row?.enabled) return 0;
  return scheduleNewOrders(db, channelId, ruleOfRow(row), now);
}
