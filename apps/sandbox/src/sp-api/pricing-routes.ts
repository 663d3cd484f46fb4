import type { FastifyInstance } from 'fastify';
import { invalidInput, ok, type TSpError } from '../api-errors.ts';
import { isoSeconds, startOfDay } from '../clock.ts';
import type { TProduct } from '../data/catalog.ts';
import { offersAt, otherConditionOffersAt } from '../data/listing-offers.ts';
import { sellerData, type TSellerData } from '../data/seller-data.ts';
import { findMarketplace } from '../marketplaces.ts';
import { operationsOf, SP_API, type TApiDeps } from '../operation.ts';
import { param } from '../query.ts';

const CONDITIONS = ['New', 'Used', 'Collectible', 'Refurbished', 'Club'];
const OFFERS_URI = /^\/products\/pricing\/v0\/items\/([A-Z0-9]{10})\/offers$/;

type TOffersQuery = { asin: string; marketplaceId: string; itemCondition: string; customerType?: string };

// Product Pricing v0: the offers on an ASIN (getItemOffers) and up to 20 ASINs at once
// (getItemOffersBatch), as a buyer sees them: the caller's own offer (MyOffer), authorised resellers,
// and whatever a planted event (LISTING-EVENTS.md) adds. The sandbox has offers for its sellers' ASINs
// only; any other ASIN answers like an ASIN without offers.
export function registerPricingRoutes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  const answer = (callerId: string, q: TOffersQuery): { status: number; body: unknown } => {
    const marketplace = findMarketplace(q.marketplaceId);
    if (!marketplace) return error(400, 'InvalidInput', `Invalid MarketplaceId: ${q.marketplaceId}.`);
    if (!CONDITIONS.includes(q.itemCondition))
      return error(400, 'InvalidInput', `Invalid ItemCondition: ${q.itemCondition}.`);
    const data = sellerData(callerId);
    const product = data.byAsin.get(q.asin);
    const now = deps.clock.now().getTime();
    const live = product && q.itemCondition === 'New' && startOfDay(product.launchDay) <= now;
    return {
      status: 200,
      body: {
        payload: offersPayload(data, live ? product : null, q, marketplace.currency, now),
      },
    };
  };

  on('getItemOffers', 'GET /products/pricing/v0/items/:asin/offers', (request, caller) => {
    const { asin } = request.params as { asin: string };
    const q = request.query;
    const result = answer(caller.sellingPartnerId, {
      asin,
      marketplaceId: param(q, 'MarketplaceId') ?? '',
      itemCondition: param(q, 'ItemCondition') ?? '',
    });
    return result.status === 200 ? ok(result.body) : { status: result.status, body: result.body };
  });

  on('getItemOffersBatch', 'POST /batches/products/pricing/v0/itemOffers', (request, caller) => {
    const requests = (request.body as { requests?: unknown } | null)?.requests;
    if (!Array.isArray(requests) || requests.length < 1 || requests.length > 20)
      return invalidInput('requests must hold 1 to 20 item offer requests.');
    return ok({
      responses: requests.map((raw: Record<string, unknown>) => {
        const uri = typeof raw?.uri === 'string' ? raw.uri : '';
        const asin = OFFERS_URI.exec(uri)?.[1] ?? '';
        const q: TOffersQuery = {
          asin,
          marketplaceId: String(raw?.MarketplaceId ?? ''),
          itemCondition: String(raw?.ItemCondition ?? ''),
          ...(typeof raw?.CustomerType === 'string' ? { customerType: raw.CustomerType } : {}),
        };
        const result =
          raw?.method !== 'GET' || !asin
            ? error(400, 'InvalidInput', `Invalid request: ${String(raw?.method)} ${uri}.`)
            : answer(caller.sellingPartnerId, q);
        return {
          status: { statusCode: result.status, reasonPhrase: result.status === 200 ? 'OK' : 'Bad Request' },
          body: result.body,
          headers: { 'x-amzn-RequestId': `${asin}-${deps.clock.now().getTime()}` },
          request: {
            MarketplaceId: q.marketplaceId,
            ItemCondition: q.itemCondition,
            ...(q.customerType ? { CustomerType: q.customerType } : {}),
            Asin: asin,
          },
        };
      }),
    });
  });
}

function error(status: number, code: string, message: string) {
  return { status, body: { errors: [{ code, message, details: '' } satisfies TSpError] } };
}

// GetOffersResult: the offers (at most 20, lowest landed price first) and Amazon's summary of them.
function offersPayload(
  data: TSellerData,
  product: TProduct | null,
  q: TOffersQuery,
  currency: string,
  now: number,
) {
  const offers = product ? offersAt(data, product, now) : [];
  // Used offers count in Amazon's summary (TotalOfferCount, NumberOfOffers) though only new ones are listed.
  const used = product ? otherConditionOffersAt(data, product, now) : 0;
  const money = (amount: number) => ({ CurrencyCode: currency, Amount: amount });
  const channel = (fba: boolean) => (fba ? 'Amazon' : 'Merchant');
  const count = (fba: boolean) => offers.filter((o) => o.fba === fba).length;
  const lowest = [true, false].flatMap((fba) => {
    const best = offers.find((o) => o.fba === fba);
    return best
      ? [
          {
            condition: 'new',
            fulfillmentChannel: channel(fba),
            LandedPrice: money(round(best.price + best.shipping)),
            ListingPrice: money(best.price),
            Shipping: money(best.shipping),
          },
        ]
      : [];
  });
  const winner = offers.find((o) => o.buyBoxWinner);
  const counts = [true, false]
    .filter((fba) => count(fba) > 0)
    .map((fba) => ({ condition: 'new', fulfillmentChannel: channel(fba), OfferCount: count(fba) }))
    .concat(used > 0 ? [{ condition: 'used', fulfillmentChannel: 'Merchant', OfferCount: used }] : []);
  return {
    marketplaceId: q.marketplaceId,
    ASIN: q.asin,
    status: 'Success',
    ItemCondition: q.itemCondition,
    Identifier: { MarketplaceId: q.marketplaceId, ASIN: q.asin, ItemCondition: q.itemCondition },
    Summary: {
      TotalOfferCount: offers.length + used,
      NumberOfOffers: counts,
      LowestPrices: lowest,
      ...(winner
        ? {
            BuyBoxPrices: [
              {
                condition: 'new',
                LandedPrice: money(round(winner.price + winner.shipping)),
                ListingPrice: money(winner.price),
                Shipping: money(winner.shipping),
                sellerId: winner.sellerId,
              },
            ],
          }
        : {}),
      BuyBoxEligibleOffers: counts,
      ...(product ? { ListPrice: money(round(product.price * 1.2)) } : {}),
      OffersAvailableTime: isoSeconds(now),
    },
    Offers: offers.slice(0, 20).map((o) => ({
      ...(o.mine ? { MyOffer: true } : {}),
      SellerId: o.sellerId,
      SubCondition: 'new',
      SellerFeedbackRating: {
        SellerPositiveFeedbackRating: o.positiveRating,
        FeedbackCount: o.feedbackCount,
      },
      ShippingTime: o.fba
        ? { minimumHours: 0, maximumHours: 0, availabilityType: 'NOW' }
        : { minimumHours: 24, maximumHours: 48, availabilityType: 'NOW' },
      ListingPrice: money(o.price),
      Shipping: money(o.shipping),
      IsFulfilledByAmazon: o.fba,
      ...(o.fba ? { PrimeInformation: { IsPrime: true, IsNationalPrime: true } } : {}),
      IsBuyBoxWinner: o.buyBoxWinner,
      IsFeaturedMerchant: o.buyBoxWinner || o.fba,
    })),
  };
}

const round = (n: number) => Math.round(n * 100) / 100;
