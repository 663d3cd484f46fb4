import { sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../db/client.ts';
import type { TOrderFacts } from './exclusions.ts';

/** A seller feedback rating at or below this is negative (Amazon counts 1 and 2 stars as negative). */
export const NEGATIVE_FEEDBACK_MAX = 2;

// The order as the sync engine last saw it (status every 15 minutes, returns, refunds and feedback
// daily), read again at send time: the schedule was made days earlier.
//
// When it shipped: Amazon posts an order's Shipment financial event when it ships (the charge is taken
// then), for FBA and FBM alike; the Orders API has a ship time only on FBM packages. So "shipped late" is
// the first Shipment posting after the order's latest ship date (shipByWindow.latestDateTime).
export async function readOrderFacts(
  db: TDbOrTx,
  channelId: string,
  orderId: string,
): Promise<TOrderFacts | null> {
  const result = await db.execute(sql`
    select o.status, coalesce(i.asins, '{}') as asins, coalesce(i.skus, '{}') as skus,
      exists (select 1 from fba_customer_returns r
        where r.channel_id = o.channel_id and r.amazon_order_id = o.amazon_order_id) as returned,
      exists (select 1 from seller_feedback f
        where f.channel_id = o.channel_id and f.amazon_order_id = o.amazon_order_id
          and f.rating <= ${NEGATIVE_FEEDBACK_MAX}) as negative_feedback,
      exists (select 1 from financial_events e
        where e.channel_id = o.channel_id and e.amazon_order_id = o.amazon_order_id
          and e.event_group = 'Refund') as refunded,
      coalesce(o.is_business_order, false) as business_order,
      coalesce(o.is_replacement_order, false) as replacement_order,
      o.fulfillment_channel,
      coalesce(o.latest_ship_date < (select min(e.posted_date) from financial_events e
        where e.channel_id = o.channel_id and e.amazon_order_id = o.amazon_order_id
          and e.event_group = 'Shipment'), false) as shipped_late
    from orders o
    left join lateral (select array_agg(distinct asin) as asins, array_agg(distinct sku) as skus
      from order_items where channel_id = o.channel_id and amazon_order_id = o.amazon_order_id) i on true
    where o.channel_id = ${channelId} and o.amazon_order_id = ${orderId}`);
  const row = result.rows[0] as
    | {
        status: string;
        asins: string[];
        skus: string[];
        returned: boolean;
        negative_feedback: boolean;
        refunded: boolean;
        business_order: boolean;
        replacement_order: boolean;
        fulfillment_channel: string | null;
        shipped_late: boolean;
      }
    | undefined;
  if (!row) return null;
  return {
    status: row.status,
    asins: row.asins,
    skus: row.skus,
    returned: row.returned,
    negativeFeedback: row.negative_feedback,
    refunded: row.refunded,
    businessOrder: row.business_order,
    replacementOrder: row.replacement_order,
    fulfillmentChannel: row.fulfillment_channel,
    shippedLate: row.shipped_late,
  };
}
