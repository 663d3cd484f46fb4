import { DAY_MS, HOUR_MS, startOfDay } from '../clock.ts';
import { hash32, rngFor } from '../prng.ts';
import type { TProduct } from './catalog.ts';
import type { TSellerData } from './seller-data.ts';

// Warehouse adjustments: units lost (reason M), found again (F) or damaged by Amazon (E). Amazon pays
// for lost units that stay lost and for damaged ones; the planted anomaly is a lost batch it never pays.
export type TAdjustment = {
  id: string;
  product: TProduct;
  at: number;
  kind: 'lost' | 'damaged';
  quantity: number;
  foundAt: number | null;
  reimbursedAt: number | null;
  /** True for the planted "lost, never found, never reimbursed" event of each 30-day block. */
  planted: boolean;
};

export const PLANTED_BLOCK_DAYS = 30;

function afnLaunched(data: TSellerData, day: number): TProduct[] {
  return data.catalog.filter((p) => p.channel === 'AFN' && p.launchDay <= day);
}

export function plantedLostDay(data: TSellerData, block: number): number {
  const start = data.profile.startDay + 20 + block * PLANTED_BLOCK_DAYS;
  return start + (hash32('planted-lost', data.profile.sellingPartnerId, block) % PLANTED_BLOCK_DAYS);
}

export function adjustmentsOnDay(data: TSellerData, day: number): TAdjustment[] {
  const products = afnLaunched(data, day);
  if (products.length === 0 || day < data.profile.startDay) return [];
  const sellerId = data.profile.sellingPartnerId;
  const rng = rngFor('adjustments', sellerId, day);
  const out: TAdjustment[] = [];
  const count = rng.poisson(products.length * 0.003);
  for (let i = 0; i < count; i++) {
    const product = rng.pick(products);
    const at = startOfDay(day) + rng.int(1, 23) * HOUR_MS;
    const lost = rng.chance(0.7);
    const quantity = lost ? rng.int(1, 3) : 1;
    const found = lost && rng.chance(0.3);
    out.push({
      id: `${day}${rng.digits(6)}`,
      product,
      at,
      kind: lost ? 'lost' : 'damaged',
      quantity,
      foundAt: found ? at + rng.int(3, 20) * DAY_MS : null,
      reimbursedAt: found ? null : at + (lost ? rng.int(25, 40) : rng.int(7, 20)) * DAY_MS,
      planted: false,
    });
  }
  const block = Math.floor((day - data.profile.startDay - 20) / PLANTED_BLOCK_DAYS);
  if (block >= 0 && plantedLostDay(data, block) === day) {
    const planted = rngFor('planted-lost-detail', sellerId, block);
    out.push({
      id: `${day}${planted.digits(6)}`,
      product: planted.pick(products),
      at: startOfDay(day) + planted.int(1, 23) * HOUR_MS,
      kind: 'lost',
      quantity: planted.int(2, 6),
      foundAt: null,
      reimbursedAt: null,
      planted: true,
    });
  }
  return out;
}
