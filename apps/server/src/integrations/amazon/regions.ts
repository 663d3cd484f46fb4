import { marketplaceFacts, type TRegion } from '../../db/reference-data.ts';

// Amazon runs each API per region (docs/amazon-reference.md): a seller's token works only on its own
// region's hosts, and Amazon answers a call that reaches another region with 403 Unauthorized ("The
// marketplaces you provided are not valid for region"). Every store is sent to the hosts of its
// marketplace's region; the storefront (product and review pages) is the marketplace's own.

export type TAmazonRegion = 'na' | 'eu' | 'fe';
export const AMAZON_REGIONS: readonly TAmazonRegion[] = ['na', 'eu', 'fe'];

const REGION_OF_NAME: Record<TRegion, TAmazonRegion> = {
  'North America': 'na',
  Europe: 'eu',
  'Far East': 'fe',
};

/** Amazon's production hosts per region. */
export const AMAZON_REGION_HOSTS: Record<TAmazonRegion, { spApi: string; ads: string; adsLwaToken: string }> =
  {
    na: {
      spApi: 'https://sellingpartnerapi-na.amazon.com',
      ads: 'https://advertising-api.amazon.com',
      adsLwaToken: 'https://api.amazon.com/auth/o2/token',
    },
    eu: {
      spApi: 'https://sellingpartnerapi-eu.amazon.com',
      ads: 'https://advertising-api-eu.amazon.com',
      adsLwaToken: 'https://api.amazon.co.uk/auth/o2/token',
    },
    fe: {
      spApi: 'https://sellingpartnerapi-fe.amazon.com',
      ads: 'https://advertising-api-fe.amazon.com',
      adsLwaToken: 'https://api.amazon.co.jp/auth/o2/token',
    },
  };
// The SP-API's LWA token endpoint is one for every region (api.amazon.com, config AMAZON_LWA_URL); only
// the Ads API's authorization differs per region (adsLwaToken above).

/** The region code of a region name as channels.region and the code lists store it. */
export function regionOfName(name: string | null | undefined): TAmazonRegion | null {
  return name && name in REGION_OF_NAME ? REGION_OF_NAME[name as TRegion] : null;
}

export class UnknownMarketplaceError extends Error {
  constructor(marketplaceId: string) {
    super(`marketplace ${marketplaceId} belongs to no Amazon region we know`);
    this.name = 'UnknownMarketplaceError';
  }
}

/**
 * The region of a marketplace id. An id Amazon does not list throws: guessing North America is exactly
 * how a European store used to reach the American host.
 */
export function regionOfMarketplace(marketplaceId: string): TAmazonRegion {
  const facts = marketplaceFacts(marketplaceId);
  if (!facts) throw new UnknownMarketplaceError(marketplaceId);
  return REGION_OF_NAME[facts.region];
}

/** The marketplace's storefront (product and review pages), e.g. https://www.amazon.de. */
export function storefrontOf(marketplaceId: string): string {
  const facts = marketplaceFacts(marketplaceId);
  if (!facts) throw new UnknownMarketplaceError(marketplaceId);
  return `https://www.${facts.domain}`;
}

/** Per-region base URLs as configured: null for a region means Amazon's own host. */
export type TRegionUrls = Record<TAmazonRegion, string | null>;

/** Where the store's SP-API and Ads calls go: the configured URL of its region, else Amazon's host. */
export function regionalHosts(urls: { spApi: TRegionUrls; ads: TRegionUrls }) {
  return {
    spApi: (marketplaceId: string) => {
      const region = regionOfMarketplace(marketplaceId);
      return urls.spApi[region] ?? AMAZON_REGION_HOSTS[region].spApi;
    },
    ads: (marketplaceId: string) => {
      const region = regionOfMarketplace(marketplaceId);
      return urls.ads[region] ?? AMAZON_REGION_HOSTS[region].ads;
    },
  };
}
