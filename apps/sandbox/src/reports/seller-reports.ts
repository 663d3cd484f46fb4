import { dayOf, startOfDay } from '../clock.ts';
import { lastUpdateAt, orderStatusAt } from '../data/orders.ts';
import type { TSellerData } from '../data/seller-data.ts';
import { words } from '../words.ts';
import type { TReportWindow } from './fba-reports.ts';
import { flatFileTime, localFlatFileTime, toTsv } from './tsv.ts';

export function merchantListings(data: TSellerData, w: TReportWindow): string | null {
  const live = data.catalog.filter((p) => startOfDay(p.launchDay) <= w.createdAt);
  if (live.length === 0) return null;
  const header =
    words(`item-name listing-id seller-sku price quantity open-date product-id-type item-condition asin1
    product-id fulfillment-channel status`);
  return toTsv(
    header,
    live.map((p) => [
      p.title,
      `${p.launchDay}${p.index}`.padEnd(13, '0'),
      p.sku,
      p.price.toFixed(2),
      p.channel === 'MFN' ? 25 : '',
      localFlatFileTime(startOfDay(p.launchDay), data.profile.home.timeZone),
      1,
      11,
      p.asin,
      p.asin,
      p.channel === 'AFN' ? 'AMAZON_NA' : 'DEFAULT',
      'Active',
    ]),
  );
}

// GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL: one row per order item, the bulk way to read
// order history without paging getOrders.
export function ordersByDate(data: TSellerData, w: TReportWindow): string | null {
  const rows: (string | number)[][] = [];
  const at = w.createdAt;
  for (let day = dayOf(w.start); day <= dayOf(w.end); day++) {
    for (const o of data.ordersOn(day)) {
      if (o.purchaseDate < w.start || o.purchaseDate > w.end || o.purchaseDate > at) continue;
      const status = orderStatusAt(o, at);
      for (const item of o.items) {
        rows.push([
          o.amazonOrderId,
          '',
          flatFileTime(o.purchaseDate),
          flatFileTime(lastUpdateAt(o, at)),
          status,
          o.channel === 'AFN' ? 'Amazon' : 'Merchant',
          data.profile.home.name,
          '',
          o.shipServiceLevel,
          item.product.title,
          item.product.sku,
          item.product.asin,
          status === 'Canceled' ? 'Cancelled' : status === 'Shipped' ? 'Shipped' : 'Unshipped',
          item.quantity,
          data.profile.home.currency,
          (item.unitPrice * item.quantity).toFixed(2),
          item.tax.toFixed(2),
          '0.00',
          '0.00',
          '',
          '',
          '0.00',
          '0.00',
          o.address.city,
          o.address.state,
          o.address.postalCode,
          o.address.countryCode,
          '',
          o.isBusiness ? 'true' : 'false',
        ]);
      }
    }
  }
  if (rows.length === 0) return null;
  const header = words(`amazon-order-id merchant-order-id purchase-date last-updated-date order-status
    fulfillment-channel sales-channel order-channel ship-service-level product-name sku asin
    item-status quantity currency item-price item-tax shipping-price shipping-tax gift-wrap-price
    gift-wrap-tax item-promotion-discount ship-promotion-discount ship-city ship-state
    ship-postal-code ship-country promotion-ids is-business-order`);
  return toTsv(header, rows);
}
