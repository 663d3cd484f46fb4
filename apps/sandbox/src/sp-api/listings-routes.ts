import type { FastifyInstance } from 'fastify';
import { invalidInput, ok, spError } from '../api-errors.ts';
import { isoSeconds, startOfDay } from '../clock.ts';
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
      const q = request.query;
      // A malformed request is refused (400) before its seller is checked, as Amazon's own sandbox does.
      const marketplace = findMarketplace(listParam(q, 'marketplaceIds')[0] ?? '');
      if (!marketplace) return invalidInput('Missing or invalid request parameters: [marketplaceIds].');
      if (sellerId !== caller.sellingPartnerId)
        return spError(403, 'Unauthorized', 'Access to requested resource is denied.');
      const pageSize = Number(param(q, 'pageSize') ?? 10);
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20)
        return invalidInput('pageSize must be between 1 and 20.');
      const identifiers = listParam(q, 'identifiers');
      const identifiersType = param(q, 'identifiersType');
      if (identifiers.length > 0 && identifiersType !== 'SKU' && identifiersType !== 'ASIN')
        return invalidInput('identifiersType must be SKU or ASIN with identifiers.');
      const catalog = sellerData(caller.sellingPartnerId).catalog.filter(
        (p) => identifiers.length === 0 || identifiers.includes(identifiersType === 'SKU' ? p.sku : p.asin),
      );
      return ok({
        numberOfResults: catalog.length,
        items: catalog.slice(0, pageSize).map((p) => ({
          sku: p.sku,
          summaries: [
            {
              marketplaceId: marketplace.id,
              asin: p.asin,
              productType: p.category.productType,
              conditionType: 'new_new',
              status: ['BUYABLE', 'DISCOVERABLE'],
              itemName: p.title,
              createdDate: isoSeconds(startOfDay(p.launchDay)),
              lastUpdatedDate: isoSeconds(startOfDay(p.launchDay)),
            },
          ],
        })),
      });
    },
  });
}
