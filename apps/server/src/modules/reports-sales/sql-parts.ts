import { NOT_A_SALE_STATUSES } from '@seller-tools/contract';
import { type SQL, sql } from 'drizzle-orm';

// SQL pieces the Sales and Profit reports share, so both count an order, a refund and a day the same way.

/** The local calendar day of an instant in the marketplace's time zone. */
export const localDay = (instant: SQL, timeZone: string) =>
  sql`((${instant}) at time zone ${timeZone})::date`;

/**
 * An instant on one of the days from–to (both included) in the time zone: compared with the instant itself
 * (the local midnights as instants), so the column's index serves the period.
 */
export const inLocalDays = (instant: SQL, timeZone: string, from: string, to: string) =>
  sql`(${instant} >= (${from}::date::timestamp at time zone ${timeZone})
    and ${instant} < ((${to}::date + 1)::timestamp at time zone ${timeZone}))`;

/** Orders that are a sale: cancelled ones never shipped nor charged. */
export const isSale = (status: SQL) =>
  sql`(${status} <> all(${sql.param([...NOT_A_SALE_STATUSES])}::text[]))`;

/**
 * The ASIN of a Finances row: Amazon's Shipment and Refund events carry only the SKU, so it is the ASIN of
 * the order's item with that SKU, else the catalogue's ASIN for the SKU.
 */
export const financeAsin = sql`coalesce(fe.asin,
  (select oi2.asin from order_items oi2 where oi2.channel_id = fe.channel_id
     and oi2.amazon_order_id = fe.amazon_order_id and oi2.sku = fe.seller_sku limit 1),
  (select p.asin from products p where p.channel_id = fe.channel_id and p.sku = fe.seller_sku
     order by p.asin limit 1))`;

/** The ASIN of a customer-returns row: its own, else the catalogue's for its SKU. */
export const returnAsin = sql`coalesce(cr.asin,
  (select p.asin from products p where p.channel_id = cr.channel_id and p.sku = cr.sku order by p.asin limit 1))`;

/** The ASIN of a product-ad metrics row: its own, else the product ad's. */
export const adAsin = sql`coalesce(m.asin,
  (select pa.asin from ads_product_ads pa where pa.channel_id = m.channel_id and pa.ad_id = m.entity_id))`;

/** A period label: "Mar 3, 2026", "Week of Mar 2, 2026", "March 2026". */
export function periodLabel(key: string, group: string): string {
  const options: Intl.DateTimeFormatOptions =
    group === 'month'
      ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
      : { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' };
  const text = new Intl.DateTimeFormat('en-US', options).format(new Date(`${key}T00:00:00Z`));
  return group === 'week' ? `Week of ${text}` : text;
}
