import type { FastifyRequest } from 'fastify';
import { spError, type TAnswer } from './api-errors.ts';
import { findMarketplace } from './marketplaces.ts';
import { findDemoSeller, type TSellerRegion } from './sellers.ts';

// Which Amazon region a call reached. Amazon's hosts name it (sellingpartnerapi-eu.amazon.com,
// advertising-api-fe.amazon.com); on a development machine each region has a port of its own, so the
// Host header's port names it. A host that names no region (an in-process test's inject) is not
// checked.

export type TRegionPorts = Record<TSellerRegion, number>;

export function regionOfHost(host: string, ports: TRegionPorts | null): TSellerRegion | null {
  const named = /(?:^|[.-])(na|eu|fe)[.-]/i.exec(host)?.[1]?.toLowerCase();
  if (named === 'na' || named === 'eu' || named === 'fe') return named;
  // Amazon's North American hosts carry no suffix (advertising-api.amazon.com).
  if (/\.amazon\.com$/i.test(host.split(':')[0] ?? '')) return 'na';
  const port = Number(/:(\d+)$/.exec(host)?.[1] ?? Number.NaN);
  if (!ports || !Number.isInteger(port)) return null;
  const found = (Object.keys(ports) as TSellerRegion[]).find((region) => ports[region] === port);
  return found ?? null;
}

/** The region a seller sells in (its marketplaces all belong to one); unknown sellers are American. */
export function regionOfSeller(sellingPartnerId: string): TSellerRegion {
  return findDemoSeller(sellingPartnerId)?.region ?? 'na';
}

/** The marketplace ids a call names, in its query or JSON body, whatever the API calls them. */
function namedMarketplaces(request: FastifyRequest): string[] {
  const ids: string[] = [];
  const collect = (source: unknown) => {
    if (!source || typeof source !== 'object') return;
    for (const [key, value] of Object.entries(source)) {
      if (!/^marketplaceids?$/i.test(key)) continue;
      const values = Array.isArray(value) ? value : [value];
      for (const v of values) if (typeof v === 'string') ids.push(...v.split(','));
    }
  };
  collect(request.query);
  collect(request.body);
  return ids.map((id) => id.trim()).filter((id) => id !== '');
}

/**
 * Why a call must be refused at this region's host: the seller's own region differs, or a marketplace
 * it names belongs to another region. Amazon answers both with 403 Unauthorized.
 */
export function wrongRegion(
  request: FastifyRequest,
  ports: TRegionPorts | null,
  sellingPartnerId: string,
): string | null {
  const region = regionOfHost(request.host, ports);
  if (region === null) return null;
  if (regionOfSeller(sellingPartnerId) !== region)
    return `The selling partner is not registered in the ${region.toUpperCase()} region of this endpoint.`;
  const foreign = namedMarketplaces(request).find((id) => {
    const marketplace = findMarketplace(id);
    return marketplace !== null && marketplace.region !== region;
  });
  return foreign === undefined ? null : 'The marketplaces you provided are not valid for region.';
}

/** SP-API's answer to a call at the wrong region's host. */
export const spWrongRegion = (details: string): TAnswer =>
  spError(403, 'Unauthorized', 'Access to requested resource is denied.', details);
