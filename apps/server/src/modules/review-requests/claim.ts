import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { reviewRequests } from '../../db/schema/index.ts';

/**
 * How long a worker owns a request it took. A send waits for at most the SP-API client's throttle budget
 * (10 minutes of 429s), so a claim older than this belongs to a worker that died: another may take it,
 * and asks Amazon first whether the request is still on offer (it is not, if the dead one sent it).
 */
export const CLAIM_LEASE_MS = 15 * 60_000;

export type TClaimed = {
  channelId: string;
  amazonOrderId: string;
  windowEnd: Date;
  tries: number;
  /** Taken over from a worker that died mid-send: Amazon may already have accepted its request. */
  takenOver: boolean;
};

/** Takes the store's next due request, or null; `for update skip locked` lets workers race safely. */
export async function claimNextDue(db: TDb, channelId: string, now: Date): Promise<TClaimed | null> {
  const stale = new Date(now.getTime() - CLAIM_LEASE_MS).toISOString();
  const result = await db.execute(sql`
    with picked as (
      select channel_id, amazon_order_id, status = 'sending' as taken_over from review_requests
      where channel_id = ${channelId}
        and ((status = 'scheduled' and scheduled_at <= ${now.toISOString()})
          or (status = 'sending' and claimed_at < ${stale}))
      order by scheduled_at
      limit 1
      for update skip locked)
    update review_requests r set status = 'sending', claimed_at = ${now.toISOString()}, tries = r.tries + 1
    from picked
    where r.channel_id = picked.channel_id and r.amazon_order_id = picked.amazon_order_id
    returning r.channel_id, r.amazon_order_id, r.window_end, r.tries, picked.taken_over`);
  const row = result.rows[0] as
    | {
        channel_id: string;
        amazon_order_id: string;
        window_end: string | Date;
        tries: number;
        taken_over: boolean;
      }
    | undefined;
  if (!row) return null;
  return {
    channelId: row.channel_id,
    amazonOrderId: row.amazon_order_id,
    windowEnd: new Date(row.window_end),
    tries: row.tries,
    takenOver: row.taken_over,
  };
}

/** Past the daily limit: every due request waits for `until`, the next day. */
export async function deferDue(db: TDb, channelId: string, now: Date, until: Date): Promise<void> {
  await db
    .update(reviewRequests)
    .set({ scheduledAt: until, reason: 'daily-limit' })
    .where(
      and(
        eq(reviewRequests.channelId, channelId),
        eq(reviewRequests.status, 'scheduled'),
        sql`${reviewRequests.scheduledAt} <= ${now.toISOString()}`,
      ),
    );
}
