import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TOrderFacts } from './exclusions.ts';

/** A seller feedback rating at or below this is negative (Amazon counts 1 and 2 stars as negative). */
export const NEGATIVE_FEEDBACK_MAX = 2;

// The order as the sync engine last saw it (status every 15 minutes, returns and feedback daily), read
// again at send time: the schedule was made days earlier.
export async function readOrderFacts(
  db: TDb,
  channelId: string,
  orderId: string,
): Promise<TOrderFacts | null> {
  const result = await db.execute(sql`
    select o.status, coalesce(i.asins, '{}') as asins, coalesce(i.skus, '{}') as skus,
      exists (select 1 from fba_customer_returns r
        where r.channel_id = o.channel_id and r.amazon_order_id = o.amazon_order_id) as returned,
      exists (select 1 from seller_feedback f
        where f.channel_id = o.channel_id and f.amazon_order_id = o.amazon_order_id
          and f.rating <= ${NEGATIVE_FEEDBACK_MAX}) as negative_feedback
    from orders o
    left join lateral (select array_agg(distinct asin) as asins, array_agg(distinct sku) as skus
      from order_items where channel_id = o.channel_id and amazon_order_id = o.amazon_order_id) i on true
    where o.channel_id = ${channelId} and o.amazon_order_id = ${orderId}`);
  const row = result.rows[0] as
    | { status: string; asins: string[]; skus: string[]; returned: boolean; negative_feedback: boolean }
    | undefined;
  if (!row) return null;
  return {
    status: row.status,
    asins: row.asins,
    skus: row.skus,
    returned: row.returned,
    negativeFeedback: row.negative_feedback,
  };
}
