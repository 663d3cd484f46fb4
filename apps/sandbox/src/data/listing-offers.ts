import { currencyScale } from '../marketplaces.ts';
import type { TProduct } from './catalog.ts';
import { activeEvents, resellersOf, roundPrice, type TPlantedEvent } from './listing-events.ts';
import type { TSellerData } from './seller-data.ts';

// The new-condition offers on a seller's ASIN at a moment: its own, the authorised resellers of a
// wholesale ASIN, and whatever a planted event adds or changes (LISTING-EVENTS.md). Without an event
// the seller holds the Buy Box and every other offer costs more.

export type TSandboxOffer = {
  sellerId: string;
  mine: boolean;
  price: number;
  shipping: number;
  fba: boolean;
  buyBoxWinner: boolean;
  feedbackCount: number;
  positiveRating: number;
};

export function offersAt(data: TSellerData, product: TProduct, atMs: number): TSandboxOffer[] {
  const own = data.profile.sellingPartnerId;
  const events = activeEvents(data, atMs).filter((e) => e.asin === product.asin);
  const mfnShipping = roundPrice(4.99 * currencyScale(product.currency), product.currency);
  const stats = (sellerId: string) => {
    const h = [...sellerId].reduce((n, c) => (n * 31 + c.charCodeAt(0)) >>> 0, 7);
    return { feedbackCount: 40 + (h % 5000), positiveRating: 88 + (h % 12) };
  };
  const offers: TSandboxOffer[] = [
    {
      sellerId: own,
      mine: true,
      price: product.price,
      shipping: product.channel === 'AFN' ? 0 : mfnShipping,
      fba: product.channel === 'AFN',
      buyBoxWinner: true,
      ...stats(own),
    },
    ...resellersOf(data, product).map((r) => ({
      sellerId: r.sellerId,
      mine: false,
      price: r.price,
      shipping: r.fba ? 0 : mfnShipping,
      fba: r.fba,
      buyBoxWinner: false,
      ...stats(r.sellerId),
    })),
  ];
  for (const event of events) apply(offers, event, mfnShipping, stats);
  if (offers.some((o) => o.buyBoxWinner && !o.mine))
    for (const o of offers) if (o.mine) o.buyBoxWinner = false;
  // Amazon lists offers by landed price, lowest first.
  return offers.sort(
    (a, b) => a.price + a.shipping - (b.price + b.shipping) || a.sellerId.localeCompare(b.sellerId),
  );
}

function apply(
  offers: TSandboxOffer[],
  event: TPlantedEvent,
  mfnShipping: number,
  stats: (id: string) => { feedbackCount: number; positiveRating: number },
) {
  if (!event.sellerId || event.price === undefined) return;
  const existing = offers.find((o) => o.sellerId === event.sellerId);
  if (event.type === 'hijacker' || event.type === 'new-offer') {
    if (existing) return;
    // A hijacker ships its own (FBM, paid shipping: its landed price stays above the seller's, so it is
    // not also a MAP breach); a new reseller uses FBA.
    const fba = event.type === 'new-offer';
    offers.push({
      sellerId: event.sellerId,
      mine: false,
      price: event.price,
      shipping: fba ? 0 : mfnShipping,
      fba,
      buyBoxWinner: false,
      ...stats(event.sellerId),
    });
    return;
  }
  if (!existing) return;
  if (event.type === 'map-breach') {
    existing.price = event.price;
    existing.shipping = 0;
  }
  if (event.type === 'buybox-lost') {
    existing.price = event.price;
    existing.shipping = 0;
    existing.fba = true;
    existing.buyBoxWinner = true;
  }
}

/** Offers of other conditions (used) on the ASIN at a moment: counted by Amazon, not listed as new offers. */
export function otherConditionOffersAt(data: TSellerData, product: TProduct, atMs: number): number {
  return activeEvents(data, atMs)
    .filter((e) => e.asin === product.asin && e.type === 'offer-count-changed')
    .reduce((n, e) => n + (e.otherConditionOffers ?? 0), 0);
}
