import type { FastifyInstance, FastifyRequest } from 'fastify';
import { invalidInput, notFound, ok, spError } from '../api-errors.ts';
import { startOfDay } from '../clock.ts';
import { sellerData } from '../data/seller-data.ts';
import { findMarketplace } from '../marketplaces.ts';
import { baseUrl, operationsOf, SP_API, type TApiDeps, type TCaller } from '../operation.ts';
import { decodeToken, encodeToken, listParam, param } from '../query.ts';
import { LISTING_DATASETS, listingItem } from './listing-json.ts';

type TPageToken = { kind: 'listings'; offset: number };

// Listings Items 2021-08-01: the seller's listings with their status, Amazon's issues and attributes
// (searchListingsItems, getListingsItem). The seller id is part of the path and must be the access
// token's own: Amazon refuses another seller's with 403 Unauthorized, which is how an application
// learns whose authorization it holds. A listing launches on its product's launch day.
export function registerListingsRoutes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  /** The seller, marketplace and datasets of a request, or the error Amazon answers. */
  const readRequest = (request: FastifyRequest, caller: TCaller) => {
    const { sellerId } = request.params as { sellerId: string };
    // A malformed request is refused (400) before its seller is checked, as Amazon's own sandbox does.
    const marketplace = findMarketplace(listParam(request.query, 'marketplaceIds')[0] ?? '');
    if (!marketplace) return invalidInput('Missing or invalid request parameters: [marketplaceIds].');
    if (sellerId !== caller.sellingPartnerId)
      return spError(403, 'Unauthorized', 'Access to requested resource is denied.');
    const included = listParam(request.query, 'includedData');
    const unknown = included.find((d) => !(LISTING_DATASETS as readonly string[]).includes(d));
    if (unknown) return invalidInput(`Invalid includedData value: ${unknown}.`);
    return { marketplace, included: included.length > 0 ? included : ['summaries'] };
  };

  on('searchListingsItems', 'GET /listings/2021-08-01/items/:sellerId', (request, caller) => {
    const read = readRequest(request, caller);
    if ('status' in read) return read;
    const q = request.query;
    const pageSize = Number(param(q, 'pageSize') ?? 10);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20)
      return invalidInput('pageSize must be between 1 and 20.');
    const pageToken = param(q, 'pageToken');
    const token = pageToken === undefined ? { offset: 0 } : decodeToken<TPageToken>(pageToken, 'listings');
    if (!token) return invalidInput('Invalid pageToken.');
    const identifiers = listParam(q, 'identifiers');
    const identifiersType = param(q, 'identifiersType');
    if (identifiers.length > 0 && identifiersType !== 'SKU' && identifiersType !== 'ASIN')
      return invalidInput('identifiersType must be SKU or ASIN when identifiers are given.');
    if (identifiers.length > 20) return invalidInput('At most 20 identifiers are allowed.');
    const now = deps.clock.now().getTime();
    const data = sellerData(caller.sellingPartnerId);
    const listed = data.catalog.filter(
      (p) =>
        startOfDay(p.launchDay) <= now &&
        (identifiers.length === 0 || identifiers.includes(identifiersType === 'SKU' ? p.sku : p.asin)),
    );
    const page = listed.slice(token.offset, token.offset + pageSize);
    const next = token.offset + pageSize;
    return ok({
      numberOfResults: listed.length,
      ...(next < listed.length
        ? {
            pagination: { nextToken: encodeToken({ kind: 'listings', offset: next } satisfies TPageToken) },
          }
        : {}),
      items: page.map((p) => listingItem(data, p, read.marketplace, read.included, now, baseUrl(request))),
    });
  });

  on('getListingsItem', 'GET /listings/2021-08-01/items/:sellerId/:sku', (request, caller) => {
    const read = readRequest(request, caller);
    if ('status' in read) return read;
    const { sku } = request.params as { sku: string };
    const now = deps.clock.now().getTime();
    const data = sellerData(caller.sellingPartnerId);
    const product = data.bySku.get(sku);
    if (!product || startOfDay(product.launchDay) > now) return notFound(`SKU '${sku}' not found.`);
    return ok(listingItem(data, product, read.marketplace, read.included, now, baseUrl(request)));
  });
}
