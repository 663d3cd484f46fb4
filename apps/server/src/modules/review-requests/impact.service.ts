import { REVIEW_REQUEST_IMPACT as I, type TReviewRequestImpactResponse } from '@seller-tools/contract';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';

const DAY_MS = 86_400_000;

/**
 * "Reviews after requests" (issue 25): for each ASIN asked in the lookback, the reviews dated in the 30
 * days after its first sent request against its reviews per 30 days in the months before. Reviews carry a
 * day, not a time, so the periods are whole UTC days. Test-mode records are not requests and do not count.
 */
export function createImpactService(deps: { db: TDb; clock: TClock }) {
  async function impact(channelId: string): Promise<TReviewRequestImpactResponse['data']> {
    const now = deps.clock.now();
    const since = new Date(now.getTime() - I.lookbackDays * DAY_MS).toISOString();
    const today = now.toISOString().slice(0, 10);
    const result = await deps.db.execute(sql`
      with asked as (
        select i.asin, count(distinct a.amazon_order_id)::int as requests, min(a.at) as first_at
        from review_request_attempts a
        join order_items i on i.channel_id = a.channel_id and i.amazon_order_id = a.amazon_order_id
        where a.channel_id = ${channelId} and a.outcome = 'sent' and a.at >= ${since}
        group by i.asin)
      select asked.asin, asked.requests, asked.first_at,
        least(${I.afterDays}::int, ${today}::date - (asked.first_at at time zone 'UTC')::date + 1)::int as days_after,
        (select count(*)::int from reviews r where r.channel_id = ${channelId} and r.asin = asked.asin
          and r.review_date >= (asked.first_at at time zone 'UTC')::date
          and r.review_date < (asked.first_at at time zone 'UTC')::date + ${I.afterDays}::int) as reviews_after,
        (select count(*)::int from reviews r where r.channel_id = ${channelId} and r.asin = asked.asin
          and r.review_date < (asked.first_at at time zone 'UTC')::date
          and r.review_date >= ((asked.first_at at time zone 'UTC')::date
            - make_interval(months => ${I.beforeMonths}::int))::date) as reviews_before,
        ((asked.first_at at time zone 'UTC')::date
          - ((asked.first_at at time zone 'UTC')::date - make_interval(months => ${I.beforeMonths}::int))::date)::int
          as days_before
      from asked
      order by asked.requests desc, asked.asin`);
    const rows = result.rows as {
      asin: string;
      requests: number;
      first_at: string | Date;
      days_after: number;
      reviews_after: number;
      reviews_before: number;
      days_before: number;
    }[];
    const sent = await deps.db.execute(sql`
      select count(*)::int as n from review_request_attempts
      where channel_id = ${channelId} and outcome = 'sent' and at >= ${since}`);
    const total = (sent.rows[0] as { n: number }).n;
    return {
      items: rows.map((r) => ({
        asin: r.asin,
        requests: r.requests,
        first_request_at: new Date(r.first_at).toISOString(),
        reviews_after: r.reviews_after,
        days_after: r.days_after,
        reviews_before_per_30_days:
          Math.round(((r.reviews_before * I.afterDays) / Math.max(r.days_before, 1)) * 10) / 10,
      })),
      sent: total,
      minutes_saved: Math.round((total * I.manualSecondsPerRequest) / 60),
    };
  }
  return { impact };
}
