import type { FastifyInstance } from 'fastify';
import { invalidInput, notFound, ok } from '../api-errors.ts';
import type { TProduct } from '../data/catalog.ts';
import { sellerData } from '../data/seller-data.ts';
import { findMarketplace } from '../marketplaces.ts';
import { baseUrl, operationsOf, SP_API, type TApiDeps } from '../operation.ts';
import { decodeToken, encodeToken, listParam, param } from '../query.ts';
import { CATALOG_DATASETS, catalogItem } from './catalog-json.ts';

type TPageToken = { kind: 'catalog'; offset: number };

function includedData(query: unknown): string[] | string {
  const included = listParam(query, 'includedData');
  const bad = included.find((d) => !(CATALOG_DATASETS as readonly string[]).includes(d));
  if (bad) return `Invalid includedData value: ${bad}.`;
  return included.length > 0 ? included : ['summaries'];
}

// Catalog Items 2022-04-01. The sandbox's catalogue is the calling seller's own listings; search by
// identifiers (ASIN, EAN, or SKU with sellerId) or by keywords in the title and brand.
export function registerCatalogRoutes(app: FastifyInstance, deps: TApiDeps) {
  const on = operationsOf(app, deps, SP_API);
  on('getCatalogItem', 'GET /catalog/2022-04-01/items/:asin', (request, caller) => {
    const data = sellerData(caller.sellingPartnerId);
    const marketplaceIds = listParam(request.query, 'marketplaceIds');
    if (marketplaceIds.length === 0) return invalidInput('Missing required parameter: marketplaceIds.');
    const included = includedData(request.query);
    if (typeof included === 'string') return invalidInput(included);
    const { asin } = request.params as { asin: string };
    // An ASIN is ten letters and digits; anything else is a bad request, not an unknown item.
    if (!/^[A-Z0-9]{10}$/.test(asin)) return invalidInput(`Invalid asin: '${asin}'.`);
    const product = data.byAsin.get(asin);
    const marketplace = findMarketplace(marketplaceIds[0] ?? '');
    if (!product || !marketplace) return notFound(`Requested item '${asin}' not found in marketplace.`);
    return ok(catalogItem(product, marketplace, included, baseUrl(request)));
  });

  on('searchCatalogItems', 'GET /catalog/2022-04-01/items', (request, caller) => {
    const data = sellerData(caller.sellingPartnerId);
    const q = request.query;
    const marketplaceIds = listParam(q, 'marketplaceIds');
    const marketplace = findMarketplace(marketplaceIds[0] ?? '');
    if (!marketplace) return invalidInput('Missing or invalid request parameters: [marketplaceIds].');
    const included = includedData(q);
    if (typeof included === 'string') return invalidInput(included);
    const identifiers = listParam(q, 'identifiers');
    const keywords = listParam(q, 'keywords').map((k) => k.toLowerCase());
    if (identifiers.length > 0 === keywords.length > 0) {
      return invalidInput('Exactly one of identifiers or keywords must be provided.');
    }
    if (identifiers.length > 20) return invalidInput('At most 20 identifiers may be provided.');
    const identifiersType = param(q, 'identifiersType');
    if (identifiers.length > 0 && identifiersType === undefined)
      return invalidInput('identifiersType is required with identifiers.');
    if (identifiersType === 'SKU' && param(q, 'sellerId') === undefined)
      return invalidInput('sellerId is required when identifiersType is SKU.');
    const pageSize = Number(param(q, 'pageSize') ?? 10);
    if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 20)
      return invalidInput('pageSize must be between 1 and 20.');

    let matches: TProduct[];
    if (identifiers.length > 0) {
      const pick = (p: TProduct) =>
        identifiersType === 'ASIN'
          ? p.asin
          : identifiersType === 'SKU'
            ? p.sku
            : identifiersType === 'EAN'
              ? p.ean
              : null;
      const sellerOk = identifiersType !== 'SKU' || param(q, 'sellerId') === caller.sellingPartnerId;
      matches = sellerOk ? data.catalog.filter((p) => identifiers.includes(pick(p) ?? '')) : [];
    } else {
      matches = data.catalog.filter((p) =>
        keywords.every((k) => `${p.title} ${p.brand}`.toLowerCase().includes(k)),
      );
    }
    const pageToken = param(q, 'pageToken');
    const offset = pageToken ? (decodeToken<TPageToken>(pageToken, 'catalog')?.offset ?? -1) : 0;
    if (offset < 0) return invalidInput('Invalid pageToken.');
    const page = matches.slice(offset, offset + pageSize);
    const brands = new Map<string, number>();
    for (const p of matches) brands.set(p.brand, (brands.get(p.brand) ?? 0) + 1);
    const base = baseUrl(request);
    return ok({
      numberOfResults: matches.length,
      pagination: {
        ...(offset + pageSize < matches.length
          ? { nextToken: encodeToken({ kind: 'catalog', offset: offset + pageSize }) }
          : {}),
        ...(offset > 0
          ? { previousToken: encodeToken({ kind: 'catalog', offset: Math.max(0, offset - pageSize) }) }
          : {}),
      },
      refinements: {
        brands: [...brands].map(([brandName, numberOfResults]) => ({ numberOfResults, brandName })),
        classifications: [],
      },
      items: page.map((p) => catalogItem(p, marketplace, included, base)),
    });
  });
}
