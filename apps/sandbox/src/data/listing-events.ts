import { DAY_MS, dayOf, HOUR_MS, startOfDay } from '../clock.ts';
import { hash32, rngFor } from '../prng.ts';
import type { TProduct } from './catalog.ts';
import type { TSellerData } from './seller-data.ts';
import { feedbackBetween } from './seller-feedback.ts';

// What a listing-protection module must notice on a sandbox seller (LISTING-EVENTS.md): conditions on
// its offers, listings and account health, planted deterministically over the sandbox clock. The
// offers (listing-offers.ts), listings (listing-state.ts) and the seller performance report read the
// same plan, so every planted event shows in what the SP-API answers from its `at` until its `until`.

export const LISTING_EVENT_TYPES = [
  'hijacker',
  'new-offer',
  'buybox-lost',
  'map-breach',
  'listing-changed',
  'listing-suppressed',
  'account-health',
  'policy-violation',
  'negative-feedback',
  'offer-count-changed',
  'listing-inactive',
] as const;
export type TListingEventType = (typeof LISTING_EVENT_TYPES)[number];

/** The account-health report's policy categories a planted violation counts in. */
export const POLICY_CATEGORIES = [
  'listingPolicyViolations',
  'productAuthenticityCustomerComplaints',
  'productSafetyCustomerComplaints',
  'receivedIntellectualPropertyComplaints',
  'restrictedProductPolicyViolations',
] as const;

export type TPlantedEvent = {
  type: TListingEventType;
  asin: string | null;
  sku: string | null;
  at: number;
  /** When the condition clears (exclusive); the feedback, once left, stays. */
  until: number | null;
  /** The other seller involved (hijacker, new reseller, the reseller that breaks MAP or wins the Buy Box). */
  sellerId?: string;
  /** That seller's listing price. */
  price?: number;
  /** The seller's own price on the ASIN, for comparison. */
  ownPrice?: number;
  /** listing-changed: the title someone else set. */
  title?: string;
  /** listing-suppressed, listing-inactive: Amazon's issue code. */
  issueCode?: string;
  /** offer-count-changed: the offers of other conditions (used) that appear on the ASIN. */
  otherConditionOffers?: number;
  /** policy-violation: the report category it counts in. */
  category?: (typeof POLICY_CATEGORIES)[number];
  /** negative-feedback */
  amazonOrderId?: string;
  rating?: number;
};

// One planted event per two-day block, the planted kinds in turn (a turn is 22 days: eleven blocks, the
// hijacker twice). Not 20: a policy violation counts for 180 days, and with a turn dividing 180 each new
// one would start as the one planted 180 days before leaves, in the same category one time in five, so
// the report's count would not move (nothing for a detector to see).
// Planted from the first block of 2025 or the seller's first sale, whichever is later.
const BLOCK_DAYS = 2;
const PLANT_FROM_DAY = Date.UTC(2025, 0, 1) / DAY_MS;
const ROTATION = [
  'hijacker',
  'map-breach',
  'listing-changed',
  'account-health',
  'new-offer',
  'listing-suppressed',
  'buybox-lost',
  'policy-violation',
  'offer-count-changed',
  'hijacker',
  'listing-inactive',
] as const satisfies readonly TListingEventType[];

/** A share of each catalogue is sold by authorised resellers too (wholesale); the rest only by the seller. */
export function isWholesale(product: TProduct): boolean {
  return hash32('wholesale', product.asin) % 100 < 25;
}

const sellerIdOf = (...parts: (string | number)[]) => `A${rngFor('seller-id', ...parts).alnum(13)}`;

/** The authorised resellers of a wholesale ASIN (1–3), stable: ids, FBA or not, a premium over the seller's price. */
export function resellersOf(data: TSellerData, product: TProduct) {
  if (!isWholesale(product)) return [];
  const rng = rngFor('resellers', product.asin);
  return Array.from({ length: rng.int(1, 3) }, (_, i) => ({
    sellerId: sellerIdOf('reseller', data.profile.sellingPartnerId, i + rng.int(0, 5)),
    fba: rng.chance(0.5),
    price: roundPrice(product.price * rng.float(1.02, 1.08), product.currency),
  }));
}

export function roundPrice(value: number, currency: string): number {
  return currency === 'JPY' ? Math.round(value) : Math.round(value * 100) / 100;
}

function blockEvent(data: TSellerData, block: number): TPlantedEvent | null {
  const { catalog, profile } = data;
  const id = profile.sellingPartnerId;
  const start = startOfDay(block * BLOCK_DAYS);
  const at = start + Math.floor((hash32('plant-at', id, block) % (36 * 60)) * 60_000);
  const type = ROTATION[(block + (hash32('rotation', id) % ROTATION.length)) % ROTATION.length];
  if (!type) return null;
  const rng = rngFor('plant', id, block);
  const live = catalog.filter((p) => startOfDay(p.launchDay) <= at);
  const wholesale = live.filter(isWholesale);
  const exclusive = live.filter((p) => !isWholesale(p));
  // Consecutive blocks take consecutive products, so conditions that overlap in time never share one.
  const nth = (list: TProduct[]) => list[(block + (hash32('offset', id) % 97)) % list.length];
  const base = { at, sellerId: undefined as string | undefined };
  const days = (min: number, max: number) => at + rng.int(min * 24, max * 24) * HOUR_MS;
  const offerOn = (p: TProduct | undefined) =>
    p ? { asin: p.asin, sku: p.sku, ownPrice: p.price, until: days(1, 4) } : null;
  switch (type) {
    case 'hijacker':
    case 'new-offer': {
      // A hijacker sells one of the seller's own products, priced a little above the seller's (not also a
      // MAP breach or a Buy Box loss); a new offer is a reseller's on a wholesale product.
      const hijacker = type === 'hijacker';
      const p = nth(hijacker ? exclusive : wholesale);
      const o = offerOn(p);
      if (!p || !o) return null;
      const price = roundPrice(
        p.price * (hijacker ? rng.float(1.01, 1.04) : rng.float(1.03, 1.1)),
        p.currency,
      );
      const sellerId = sellerIdOf(hijacker ? 'hijacker' : 'new-reseller', id, block);
      return { ...base, type, ...o, sellerId, price };
    }
    case 'map-breach':
    case 'buybox-lost': {
      const p = nth(wholesale);
      const o = offerOn(p);
      const reseller = p ? resellersOf(data, p)[0] : undefined;
      if (!p || !o || !reseller) return null;
      // A breach undercuts the seller without taking the Buy Box; a Buy Box loss is at the seller's price.
      const price = type === 'map-breach' ? roundPrice(p.price * rng.float(0.85, 0.93), p.currency) : p.price;
      return { ...base, type, ...o, sellerId: reseller.sellerId, price };
    }
    case 'listing-changed': {
      const p = nth(live);
      if (!p) return null;
      const title = `${p.noun} Compatible Replacement, ${p.color}${p.size ? `, ${p.size}` : ''}`;
      return { ...base, type, asin: p.asin, sku: p.sku, until: days(2, 5), title };
    }
    case 'listing-suppressed': {
      const p = nth(live);
      if (!p) return null;
      return { ...base, type, asin: p.asin, sku: p.sku, until: days(1, 3), issueCode: SUPPRESSION.code };
    }
    case 'listing-inactive': {
      const p = nth(live);
      if (!p) return null;
      return { ...base, type, asin: p.asin, sku: p.sku, until: days(1, 3), issueCode: INACTIVE.code };
    }
    case 'offer-count-changed': {
      // Used offers (returns resold, warehouse deals) on one of the seller's ASINs: Amazon counts them in
      // TotalOfferCount, but the new-condition offers it lists stay as they were.
      const o = offerOn(nth(live));
      if (!o) return null;
      return { ...base, type, ...o, otherConditionOffers: rng.int(1, 4) };
    }
    case 'account-health':
      return { ...base, type, asin: null, sku: null, until: days(3, 6) };
    case 'policy-violation': {
      const p = nth(live);
      if (!p) return null;
      const category = POLICY_CATEGORIES[rng.int(0, POLICY_CATEGORIES.length - 1)];
      // Amazon counts a violation in the report's 180-day window.
      return {
        ...base,
        type,
        asin: p.asin,
        sku: p.sku,
        until: at + 180 * DAY_MS,
        ...(category ? { category } : {}),
      };
    }
  }
}

/** The issue a planted suppression raises (Listings Items `issues`). */
export const SUPPRESSION = {
  code: '18027',
  message:
    "The main image for this product does not meet Amazon's image requirements: it must show the product on a pure white background. The listing is suppressed until a compliant image is provided.",
  attributeNames: ['main_product_image_locator'],
  categories: ['INVALID_ATTRIBUTE'],
};

/**
 * The issue behind a planted inactive listing: Amazon deactivates an offer whose price it takes for a
 * pricing error (outside the accepted range) — not buyable, still found (DISCOVERABLE), the price
 * attribute suppressed. Amazon publishes no list of its numeric issue codes; this one is the sandbox's.
 */
export const INACTIVE = {
  code: '8572',
  message:
    'Your offer is inactive because its price is outside the range Amazon accepts for this product (potential pricing error). Confirm or correct the price to reactivate it.',
  attributeNames: ['purchasable_offer'],
  categories: ['INVALID_PRICE'],
};

const plans = new Map<string, { toBlock: number; events: TPlantedEvent[] }>();

/** Every planted offer, listing and account event that started by `toMs`, oldest first. */
export function plantedEvents(data: TSellerData, toMs: number): TPlantedEvent[] {
  const id = data.profile.sellingPartnerId;
  const firstBlock = Math.ceil(Math.max(PLANT_FROM_DAY, data.profile.startDay) / BLOCK_DAYS);
  const lastBlock = Math.floor(dayOf(toMs) / BLOCK_DAYS);
  let plan = plans.get(id);
  if (!plan || plan.toBlock < lastBlock) {
    const events: TPlantedEvent[] = [];
    for (let b = firstBlock; b <= lastBlock; b++) {
      const event = blockEvent(data, b);
      if (event) events.push(event);
    }
    plan = { toBlock: lastBlock, events };
    plans.set(id, plan);
  }
  return plan.events.filter((e) => e.at <= toMs);
}

/** The planted conditions in force at `atMs` (started, not yet cleared). */
export function activeEvents(data: TSellerData, atMs: number): TPlantedEvent[] {
  return plantedEvents(data, atMs).filter((e) => e.until === null || e.until > atMs);
}

/** Negative (1–2 star) seller feedback, from the feedback the report and its generator already carry. */
function negativeFeedback(data: TSellerData, fromMs: number, toMs: number): TPlantedEvent[] {
  return feedbackBetween(data, fromMs, toMs)
    .filter((f) => f.rating <= 2)
    .map((f) => ({
      type: 'negative-feedback' as const,
      asin: f.order.items[0]?.product.asin ?? null,
      sku: f.order.items[0]?.product.sku ?? null,
      at: f.at,
      until: null,
      amazonOrderId: f.order.amazonOrderId,
      rating: f.rating,
    }));
}

/** The whole list `GET /sandbox/listing-events` answers: planted events and negative feedback since `fromMs`. */
export function listingEvents(data: TSellerData, fromMs: number, toMs: number): TPlantedEvent[] {
  return [
    ...plantedEvents(data, toMs).filter((e) => e.at >= fromMs),
    ...negativeFeedback(data, fromMs, toMs),
  ].sort((a, b) => a.at - b.at);
}
