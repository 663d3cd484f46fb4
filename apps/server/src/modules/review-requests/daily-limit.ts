import { DAILY_LIMIT, dailyMessagingLimit } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';

const DAY_MS = 86_400_000;

/** The start of the UTC day after `at`: when a store past its daily limit may send again. */
export const nextUtcDay = (at: Date) => new Date((Math.floor(at.getTime() / DAY_MS) + 1) * DAY_MS);

export type TDailyLimit = { limit: number; usedToday: number; averageDailyOrders: number };

// Amazon's daily messaging limit (5 × average daily orders + 600), counted per UTC day over what this
// store sent; test-mode records are not messages and do not count.
export async function readDailyLimit(db: TDb, channelId: string, now: Date): Promise<TDailyLimit> {
  const dayStart = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const since = new Date(now.getTime() - DAILY_LIMIT.averageOverDays * DAY_MS);
  const result = await db.execute(sql`
    select
      (select count(*)::int from orders where channel_id = ${channelId}
        and purchase_date >= ${since.toISOString()} and purchase_date < ${now.toISOString()}) as orders,
      (select count(*)::int from review_request_attempts where channel_id = ${channelId}
        and outcome = 'sent' and at >= ${dayStart.toISOString()}) as used`);
  const row = result.rows[0] as { orders: number; used: number };
  const averageDailyOrders = Math.round((row.orders / DAILY_LIMIT.averageOverDays) * 10) / 10;
  return { limit: dailyMessagingLimit(averageDailyOrders), usedToday: row.used, averageDailyOrders };
}
