import type { FastifyInstance } from 'fastify';
import { invalidInput, ok, spError } from '../api-errors.ts';
import { sellerData } from '../data/seller-data.ts';
import { findMarketplace } from '../marketplaces.ts';
import { registerOperation, SP_API, type TApiDeps } from '../operation.ts';
import { listParam, param } from '../query.ts';

// Listings Items 2021-08-01, searchListingsItems: the seller's listings. The seller id is part of the
// path and must be the access token's own: Amazon refuses another seller's with 403 Unauthorized, which
// is how an application learns whose authorization it holds.
export function registerListingsRoutes(app: FastifyInstance, deps: TApiDeps) {
  registerOperation(app, deps, SP_API, {
    method: 'GET',
    url: '/listings/2021-08-01/items/:sellerId',
    operation: 'searchListingsItems',
    handler: (request, caller) => {
      const { sellerId } = request.params as { sellerId: string };
      if (sellerId !== caller.sellingPartnerId)
        return spError(403, 'Unauthorized', 'Access to requested resource is denied.');
      const q = request.query;
      if (!findMarketplace(listParam(q, 'marketplaceIds')[0] ?? ''))
        return invalidInput('Missing or invalid request parameters: [marketplaceIds].');
      const pageSize = Number(param(q, 'pageSize') ?? 10);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20)
        return invalidInput('pageSize must be between 1 and 20.');
      const { catalog } = sellerData(caller.sellingPartnerId);
      return ok({
        numberOfResults: catalog.length,
        items: catalog.slice(0, pageSize).map((p) => ({
          sku: p.sku,
          summaries: [{ asin: p.asin, itemName: p.title, status: ['BUYABLE'] }],
        })),
      });
    },
  });
}
