import type { TProduct } from './catalog.ts';
import { seasonality } from './seasonality.ts';
import type { TSellerData } from './seller-data.ts';

const totals = new WeakMap<TSellerData, Map<number, number>>();

/** Units of a product the seller can expect to sell on a day; drives review and restock volumes. */
export function expectedUnits(data: TSellerData, product: TProduct, day: number): number {
  if (product.launchDay > day || day < data.profile.startDay) return 0;
  let byDay = totals.get(data);
  if (!byDay) {
    byDay = new Map();
    totals.set(data, byDay);
  }
  let total = byDay.get(day);
  if (total === undefined) {
    total = data.catalog.reduce((sum, p) => sum + (p.launchDay <= day ? p.popularity : 0), 0);
    byDay.set(day, total);
  }
  const growth = 0.85 + 0.3 * Math.min(1, (day - data.profile.startDay) / 730);
  return data.profile.dailyOrders * seasonality(day) * growth * (product.popularity / total) * 1.1;
}
