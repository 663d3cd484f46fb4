import type { TConfig } from '../config.ts';
import { marketplaceFacts } from '../db/reference-data.ts';
import { createAccessTokens, type TAccessTokens } from '../integrations/amazon/access-tokens.ts';
import { createAdsApi, type TAdsApi } from '../integrations/amazon/ads-api.ts';
import { createAdsApiClient } from '../integrations/amazon/ads-api-client.ts';
import { adsTokenUrl } from '../integrations/amazon/ads-consent.ts';
import {
  createListingProtectionApi,
  type TListingProtectionApi,
} from '../integrations/amazon/listing-protection-api.ts';
import { createLwaClient, lwaClientOf, type TLwaClient } from '../integrations/amazon/lwa.ts';
import { createProductPages, type TProductPages } from '../integrations/amazon/product-pages.ts';
import {
  createRateLimiter,
  type TLimiterTime,
  type TRateLimiter,
} from '../integrations/amazon/rate-limiter.ts';
import { regionalHosts, storefrontOf } from '../integrations/amazon/regions.ts';
import { createSpApi, type TSpApi } from '../integrations/amazon/sp-api.ts';
import { createSpApiClient, type TSpStore } from '../integrations/amazon/sp-api-client.ts';
import type { TClock } from '../lib/clock.ts';
import type { TSecretBox } from '../lib/secret-box.ts';

// The marketplace adapters the sync uses, built once per process so that every job of a seller shares
// one token cache and one set of rate-limit buckets. Each call goes to the hosts of its store's region
// (integrations/amazon/regions.ts); the one object serves every region.

export type TMarketplace = {
  spApi: TSpApi;
  adsApi: TAdsApi;
  pages: TProductPages;
  /** Offers and listings for listing protection (its own file: sp-api.ts stays the sync's core). */
  protection: TListingProtectionApi;
};
export type TSyncStore = TSpStore & {
  /** The store's Amazon Ads grant (issue 18): its sealed refresh token and profile; null without one. */
  adsRefreshTokenEnc?: string | null;
  adsProfileId?: string | null;
};

export function createMarketplace(deps: {
  config: Pick<
    TConfig,
    | 'AMAZON_LWA_URL'
    | 'AMAZON_CLIENT_ID'
    | 'AMAZON_CLIENT_SECRET'
    | 'AMAZON_SP_API_URLS'
    | 'AMAZON_ADS_API_URLS'
    | 'AMAZON_PRODUCT_PAGES_URL'
  >;
  secretBox: TSecretBox;
  clock: TClock;
  lwa?: TLwaClient;
  fetch?: typeof fetch;
  /** The limiters' and retries' time (benchmarks run them on the sandbox's clock). */
  time?: TLimiterTime;
  /**
   * Amazon's rate limits: the fleet's shared buckets in PostgreSQL (main.ts); by default a limiter of
   * this marketplace's own (tests, benches).
   */
  limiter?: TRateLimiter;
}): TMarketplace {
  const { config } = deps;
  // In production an unset URL means Amazon's own host for the store's region (or marketplace).
  const hosts = regionalHosts({ spApi: config.AMAZON_SP_API_URLS, ads: config.AMAZON_ADS_API_URLS });
  const pagesUrl = config.AMAZON_PRODUCT_PAGES_URL ?? storefrontOf;
  const io = { ...(deps.fetch ? { fetch: deps.fetch } : {}), ...(deps.time ? { time: deps.time } : {}) };
  const tokens = createAccessTokens({
    lwa: deps.lwa ?? lwaClientOf(config),
    secretBox: deps.secretBox,
    clock: deps.clock,
  });
  const limiter = deps.limiter ?? createRateLimiter(deps.time);
  const client = createSpApiClient({ baseUrl: hosts.spApi, tokens, limiter, ...io });
  // Amazon Ads refreshes a region's grant at that region's LWA host (a configured token URL, the
  // sandbox's, serves every region); an injected LWA client (tests) serves all through one cache.
  const adsTokensByRegion = new Map<string, TAccessTokens>();
  const adsTokensFor = (marketplaceId: string): TAccessTokens => {
    const region = marketplaceFacts(marketplaceId)?.region ?? 'North America';
    let regional = adsTokensByRegion.get(region);
    if (!regional) {
      const tokenUrl = adsTokenUrl(config.AMAZON_LWA_URL, region);
      regional = deps.lwa
        ? tokens
        : createAccessTokens({
            lwa: createLwaClient({
              tokenUrl,
              clientId: config.AMAZON_CLIENT_ID,
              clientSecret: config.AMAZON_CLIENT_SECRET,
              ...(deps.fetch ? { fetch: deps.fetch } : {}),
            }),
            secretBox: deps.secretBox,
            clock: deps.clock,
          });
      adsTokensByRegion.set(region, regional);
    }
    return regional;
  };
  const adsClient = createAdsApiClient({
    baseUrl: hosts.ads,
    clientId: config.AMAZON_CLIENT_ID,
    tokens,
    tokensFor: adsTokensFor,
    limiter,
    ...io,
  });
  return {
    spApi: createSpApi({ client, ...io }),
    protection: createListingProtectionApi({ client }),
    adsApi: createAdsApi({ client: adsClient, ...io }),
    pages: createProductPages({ baseUrl: pagesUrl, ...(deps.fetch ? { fetch: deps.fetch } : {}) }),
  };
}
