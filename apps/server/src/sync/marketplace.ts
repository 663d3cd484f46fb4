import type { TConfig } from '../config.ts';
import { createAccessTokens } from '../integrations/amazon/access-tokens.ts';
import { createAdsApi, type TAdsApi } from '../integrations/amazon/ads-api.ts';
import { createAdsApiClient } from '../integrations/amazon/ads-api-client.ts';
import { lwaClientOf, type TLwaClient } from '../integrations/amazon/lwa.ts';
import { createProductPages, type TProductPages } from '../integrations/amazon/product-pages.ts';
import { createRateLimiter, type TLimiterTime } from '../integrations/amazon/rate-limiter.ts';
import { createSpApi, type TSpApi } from '../integrations/amazon/sp-api.ts';
import { createSpApiClient, type TSpStore } from '../integrations/amazon/sp-api-client.ts';
import type { TClock } from '../lib/clock.ts';
import type { TSecretBox } from '../lib/secret-box.ts';

// The marketplace adapters the sync uses, built once per process so that every job of a seller shares
// one token cache and one set of rate-limit buckets.

export type TMarketplace = { spApi: TSpApi; adsApi: TAdsApi; pages: TProductPages };
export type TSyncStore = TSpStore & {
  marketplaceId: string;
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
    | 'AMAZON_SP_API_URL'
    | 'AMAZON_ADS_API_URL'
    | 'AMAZON_PRODUCT_PAGES_URL'
  >;
  secretBox: TSecretBox;
  clock: TClock;
  lwa?: TLwaClient;
  fetch?: typeof fetch;
  /** The limiters' and retries' time (benchmarks run them on the sandbox's clock). */
  time?: TLimiterTime;
}): TMarketplace {
  const { config } = deps;
  // In production an unset URL means Amazon's own hosts; NA is the only region we sell in yet.
  const spApiUrl = config.AMAZON_SP_API_URL ?? 'https://sellingpartnerapi-na.amazon.com';
  const adsUrl = config.AMAZON_ADS_API_URL ?? 'https://advertising-api.amazon.com';
  const pagesUrl = config.AMAZON_PRODUCT_PAGES_URL ?? 'https://www.amazon.com';
  const io = { ...(deps.fetch ? { fetch: deps.fetch } : {}), ...(deps.time ? { time: deps.time } : {}) };
  const tokens = createAccessTokens({
    lwa: deps.lwa ?? lwaClientOf(config),
    secretBox: deps.secretBox,
    clock: deps.clock,
  });
  const limiter = createRateLimiter(deps.time);
  const client = createSpApiClient({ baseUrl: spApiUrl, tokens, limiter, ...io });
  const adsClient = createAdsApiClient({
    baseUrl: adsUrl,
    clientId: config.AMAZON_CLIENT_ID,
    tokens,
    limiter,
    ...io,
  });
  return {
    spApi: createSpApi({ client, ...io }),
    adsApi: createAdsApi({ client: adsClient, ...io }),
    pages: createProductPages({ baseUrl: pagesUrl, ...(deps.fetch ? { fetch: deps.fetch } : {}) }),
  };
}
