import { DAY_MS, HOUR_MS, startOfDay } from '../clock.ts';
import { cumulativeSums, pickWeighted, rngFor, type TRng } from '../prng.ts';
import type { TProduct } from './catalog.ts';
import { seasonality } from './seasonality.ts';
import type { TSellerProfile } from './seller-profile.ts';

export type TReturn = {
  requestedAt: number;
  refundedAt: number;
  /** When the unit reached a fulfilment center; null when the buyer never sent it back. */
  receivedAt: number | null;
  quantity: number;
  amount: number;
  reason: string;
  disposition: string;
  comment: string;
  licensePlate: string;
};

export type TOrderItem = {
  orderItemId: string;
  product: TProduct;
  quantity: number;
  unitPrice: number;
  tax: number;
  return: TReturn | null;
};

export type TOrder = {
  amazonOrderId: string;
  day: number;
  purchaseDate: number;
  channel: 'AFN' | 'MFN';
  isPrime: boolean;
  isBusiness: boolean;
  items: TOrderItem[];
  total: number;
  pendingUntil: number;
  cancelAt: number | null;
  shipAt: number | null;
  deliveredAt: number | null;
  earliestShipDate: number;
  latestShipDate: number;
  earliestDeliveryDate: number;
  latestDeliveryDate: number;
  shipServiceLevel: string;
  address: { city: string; state: string; postalCode: string; countryCode: string };
};

export type TOrderStatus = 'Pending' | 'Unshipped' | 'Shipped' | 'Canceled';

// Order ids encode their day and position (ddddsss in the middle group), so getOrder regenerates one
// day instead of searching two years. Day 0 is 2020-01-01.
const ID_DAY0 = Date.UTC(2020, 0, 1) / DAY_MS;
/** Every status change happens within this long after purchase; incremental queries look back this far. */
export const ORDER_SETTLE_MS = 2 * DAY_MS;

const HOURS = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 5, 5, 6, 6, 6, 6, 6, 6, 7, 8, 8, 7, 5, 3];
const HOUR_CUMULATIVE = cumulativeSums(HOURS);
const CITIES: [string, string, string][] = [
  ['SEATTLE', 'WA', '98101'],
  ['AUSTIN', 'TX', '78701'],
  ['DENVER', 'CO', '80202'],
  ['BROOKLYN', 'NY', '11201'],
  ['COLUMBUS', 'OH', '43215'],
  ['MIAMI', 'FL', '33130'],
  ['SAN DIEGO', 'CA', '92101'],
  ['PORTLAND', 'OR', '97205'],
  ['CHICAGO', 'IL', '60601'],
  ['ATLANTA', 'GA', '30303'],
];
const RETURN_REASONS = [
  'UNWANTED_ITEM',
  'DEFECTIVE',
  'NOT_AS_DESCRIBED',
  'ORDERED_WRONG_ITEM',
  'FOUND_BETTER_PRICE',
  'QUALITY_UNACCEPTABLE',
  'DAMAGED_BY_CARRIER',
  'NO_REASON_GIVEN',
];
const DISPOSITIONS = ['SELLABLE', 'SELLABLE', 'SELLABLE', 'CUSTOMER_DAMAGED', 'DEFECTIVE', 'CARRIER_DAMAGED'];
const COMMENTS = [
  '',
  'Did not fit',
  'Arrived too late',
  'Not what I expected',
  'Stopped working after a week',
  'Color looks different from the photos',
  'Bought by mistake',
];

export function orderStatusAt(order: TOrder, at: number): TOrderStatus {
  if (order.cancelAt !== null && at >= order.cancelAt) return 'Canceled';
  if (at < order.pendingUntil) return 'Pending';
  if (order.shipAt === null || at < order.shipAt) return 'Unshipped';
  return 'Shipped';
}

/** The last status change at or before `at` (the purchase itself counts). */
export function lastUpdateAt(order: TOrder, at: number): number {
  let last = order.purchaseDate;
  for (const event of [order.pendingUntil, order.cancelAt, order.shipAt]) {
    if (event !== null && event <= at && event > last) last = event;
  }
  return last;
}

export function decodeOrderId(id: string): { day: number; seq: number } | null {
  const match = /^\d{3}-(\d{4})(\d{3})-\d{7}$/.exec(id);
  if (!match) return null;
  return { day: ID_DAY0 + Number(match[1]), seq: Number(match[2]) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function timeInDay(day: number, rng: TRng): number {
  let hour = 0;
  const target = rng.next() * (HOUR_CUMULATIVE[23] ?? 1);
  while ((HOUR_CUMULATIVE[hour] ?? 0) <= target) hour++;
  return startOfDay(day) + hour * HOUR_MS + Math.floor((rng.next() * HOUR_MS) / 1000) * 1000;
}

function makeReturn(order: TOrder, item: TOrderItem, rng: TRng): TReturn | null {
  if (order.deliveredAt === null || !rng.chance(item.product.returnRate)) return null;
  const requestedAt = order.deliveredAt + rng.int(1, 25) * DAY_MS + rng.int(0, 20) * HOUR_MS;
  // FBA refunds when the carrier scans the return; some buyers never send the unit back.
  const neverReturned = order.channel === 'AFN' && rng.chance(0.12);
  const receivedAt = neverReturned ? null : requestedAt + rng.int(4, 14) * DAY_MS + rng.int(0, 12) * HOUR_MS;
  const refundedAt =
    order.channel === 'AFN' ? requestedAt + rng.int(0, 2) * DAY_MS : (receivedAt ?? requestedAt);
  return {
    requestedAt,
    refundedAt,
    receivedAt,
    quantity: item.quantity,
    amount: round2(item.unitPrice * item.quantity),
    reason: rng.pick(RETURN_REASONS),
    disposition: rng.pick(DISPOSITIONS),
    comment: rng.pick(COMMENTS),
    licensePlate: `LPN${rng.alnum(9)}`,
  };
}

export function generateOrdersForDay(
  profile: TSellerProfile,
  catalog: readonly TProduct[],
  day: number,
): TOrder[] {
  if (day < profile.startDay) return [];
  const launched = catalog.filter((p) => p.launchDay <= day);
  if (launched.length === 0) return [];
  const rng = rngFor('orders', profile.ordersSeed, day);
  const growth = 0.85 + 0.3 * Math.min(1, (day - profile.startDay) / 730);
  const count = Math.min(999, rng.poisson(profile.dailyOrders * seasonality(day) * growth));
  const cumulative = cumulativeSums(launched.map((p) => p.popularity));
  const times = Array.from({ length: count }, () => timeInDay(day, rng)).sort((a, b) => a - b);
  const dayCode = String(day - ID_DAY0).padStart(4, '0');
  return times.map((purchaseDate, seq) => {
    const first = launched[pickWeighted(cumulative, rng)] as TProduct;
    const channel = first.channel;
    const products = [first];
    const extra = rng.chance(0.12) ? (rng.chance(0.2) ? 2 : 1) : 0;
    for (let i = 0; i < extra; i++) {
      const candidate = launched[pickWeighted(cumulative, rng)] as TProduct;
      if (candidate.channel === channel && !products.includes(candidate)) products.push(candidate);
    }
    const isPrime = channel === 'AFN' && rng.chance(0.8);
    const purchaseDay = Math.floor(purchaseDate / DAY_MS);
    const deliveryLead = channel === 'AFN' ? (isPrime ? rng.int(1, 2) : rng.int(3, 5)) : rng.int(3, 5);
    const earliestDeliveryDate = startOfDay(purchaseDay + deliveryLead) + 7 * HOUR_MS;
    const latestDeliveryDate = earliestDeliveryDate + (channel === 'AFN' ? 1 : rng.int(2, 4)) * DAY_MS - 1000;
    const pendingUntil = purchaseDate + (channel === 'AFN' ? rng.int(5, 60) : rng.int(10, 90)) * 60_000;
    const canceled = rng.chance(0.015);
    const shipAt = canceled
      ? null
      : purchaseDate +
        (channel === 'AFN' ? rng.int(4, 30) : rng.int(6, 44)) * HOUR_MS +
        rng.int(0, 3599) * 1000;
    const late = rng.chance(0.04);
    const deliveredAt =
      shipAt === null
        ? null
        : late
          ? latestDeliveryDate + rng.int(1, 3) * DAY_MS
          : earliestDeliveryDate + Math.floor(rng.next() * (latestDeliveryDate - earliestDeliveryDate));
    const [city, state, postalCode] = rng.pick(CITIES);
    const items: TOrderItem[] = products.map((product) => {
      const quantity = rng.chance(0.9) ? 1 : rng.int(2, 3);
      return {
        orderItemId: rng.digits(14),
        product,
        quantity,
        unitPrice: product.price,
        tax: round2(product.price * quantity * 0.07),
        return: null,
      };
    });
    const order: TOrder = {
      amazonOrderId: `${profile.orderPrefix}-${dayCode}${String(seq).padStart(3, '0')}-${rng.digits(7)}`,
      day,
      purchaseDate,
      channel,
      isPrime,
      isBusiness: rng.chance(0.06),
      items,
      total: round2(items.reduce((sum, item) => sum + item.unitPrice * item.quantity, 0)),
      pendingUntil,
      cancelAt: canceled ? Math.max(purchaseDate + 60_000, pendingUntil + rng.int(-30, 300) * 60_000) : null,
      shipAt,
      deliveredAt,
      earliestShipDate: purchaseDate,
      latestShipDate: purchaseDate + 2 * DAY_MS,
      earliestDeliveryDate,
      latestDeliveryDate,
      shipServiceLevel: isPrime ? 'Expedited' : 'Std US D2D Dom',
      address: { city, state, postalCode, countryCode: profile.home.countryCode },
    };
    for (const item of items) item.return = makeReturn(order, item, rng);
    return order;
  });
}
