import type { FastifyInstance } from 'fastify';
import { ok } from '../api-errors.ts';
import { sellerData } from '../data/seller-data.ts';
import { operationsOf, SP_API, type TApiDeps } from '../operation.ts';

// Sellers v1: the marketplaces the authorizing seller sells in (one consent covers the whole region).
export function registerSellersRoutes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  on('getMarketplaceParticipations', 'GET /sellers/v1/marketplaceParticipations', (_request, caller) => {
    const { profile } = sellerData(caller.sellingPartnerId);
    return ok({
      payload: profile.marketplaces.map((m) => ({
        marketplace: {
          id: m.id,
          name: m.name,
          countryCode: m.countryCode,
          defaultCurrencyCode: m.currency,
          defaultLanguageCode: m.language,
          domainName: m.domain,
        },
        participation: { isParticipating: true, hasSuspendedListings: false },
        storeName: profile.storeName,
      })),
    });
  });
}
