import type {
  accountHealthSnapshots,
  listingSnapshots,
  offerSnapshots,
  TOfferEntry,
} from '../../db/schema/index.ts';

// Hand-made snapshots for the detector and module tests (one ASIN, one SKU, the UK marketplace).

const AT = new Date('2026-06-01T00:00:00Z');
const meta = {
  channelId: '00000000-0000-4000-8000-000000000001',
  observedAt: AT,
  lastSeenAt: AT,
  contentHash: 'x',
};

export const own = (price: number, buyBox = false): TOfferEntry => ({
  sellerId: 'AOWNSELLER',
  mine: true,
  price,
  shipping: 0,
  currency: 'GBP',
  fba: true,
  buyBoxWinner: buyBox,
  feedbackCount: 100,
  positiveRating: 98,
});

export const other = (sellerId: string, price: number, buyBox = false): TOfferEntry => ({
  ...own(price, buyBox),
  sellerId,
  mine: false,
  fba: false,
});

export function offerSnap(offers: TOfferEntry[], mine?: boolean): typeof offerSnapshots.$inferSelect {
  const winner = offers.find((o) => o.buyBoxWinner);
  return {
    ...meta,
    asin: 'B0TEST',
    marketplaceId: 'A1F83G8C2ARO7P',
    offerCount: offers.length,
    buyBoxSellerId: winner?.sellerId ?? 'AOWNSELLER',
    buyBoxPrice: '20.00',
    buyBoxMine: mine ?? (winner ? winner.mine : true),
    ownPrice: offers.find((o) => o.mine)?.price?.toFixed(2) ?? null,
    lowestPrice: null,
    currency: 'GBP',
    offers,
  };
}

export function listingSnap(
  over: Partial<typeof listingSnapshots.$inferSelect>,
): typeof listingSnapshots.$inferSelect {
  return {
    ...meta,
    sku: 'SKU-1',
    asin: 'B0TEST',
    marketplaceId: 'A1F83G8C2ARO7P',
    status: ['BUYABLE', 'DISCOVERABLE'],
    buyable: true,
    suppressed: false,
    title: 'Garden Hose, Green',
    brand: 'Acme',
    bulletPoints: ['Tough', 'Light'],
    mainImage: 'https://example.com/a.jpg',
    productType: 'HOSE',
    issues: [],
    amazonUpdatedAt: null,
    ...over,
  };
}

export function healthSnap(
  over: Partial<typeof accountHealthSnapshots.$inferSelect>,
): typeof accountHealthSnapshots.$inferSelect {
  return {
    ...meta,
    marketplaceId: 'A1F83G8C2ARO7P',
    accountStatus: 'NORMAL',
    ahrStatus: 'GREAT',
    ahrScore: 250,
    odrAfn: '0.0020',
    odrMfn: '0.0010',
    lateShipmentRate: '0.0100',
    preFulfillmentCancellationRate: '0.0050',
    validTrackingRate: '0.9900',
    rates: {},
    violations: {},
    warningStates: [],
    raw: {},
    ...over,
  };
}
