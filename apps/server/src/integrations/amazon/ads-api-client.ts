import type { TAccessTokens, TStoreCredentials } from './access-tokens.ts';
import { AdsApiError, adsErrorOf } from './ads-api-errors.ts';
import { createAmazonHttp, type TAmazonHttpDeps } from './amazon-http.ts';
import { LwaError } from './lwa.ts';
import type { TSpStore } from './sp-api-client.ts';
import { ADS_API_USAGE_PLANS, type TAdsOperation } from './usage-plans.ts';

// Our thin Amazon Ads client on the shared Amazon transport: the store's LWA access token as a Bearer
// token, the app's LWA client id, the advertiser's profile in the Scope header, versioned vnd media
// types for Sponsored Products v3 and reporting v3. One rate-limit bucket per profile + operation (Ads
// throttles per profile).

export type TAdsRequest = {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  /** The advertiser's profile id; unset only for calls that list profiles. */
  scope?: string;
  /** The vnd media type of the body and of the answer (Sponsored Products v3, reporting v3). */
  mediaType?: string;
  /** When the answer has a media type of its own (reporting v3). */
  accept?: string;
  body?: unknown;
  /** Sponsored Products v3 writes: `return=representation` asks for the entity in each success item. */
  prefer?: string;
};

/** A store as the Ads API sees it: its own Ads grant's refresh token (issue 18), never the SP-API one. */
export type TAdsStore = TSpStore & { adsRefreshTokenEnc?: string | null };

export type TAdsApiClient = {
  call<T>(store: TAdsStore, operation: TAdsOperation, request: TAdsRequest): Promise<T>;
};

/**
 * The credentials of the store's Ads grant. The token cache keys them apart from the SP-API token, and
 * apart from an earlier Ads grant of the same store (a reconnect with another account: a fresh seal).
 */
type TAdsCredentials = TStoreCredentials & { marketplaceId: string };

function adsCredentials(store: TAdsStore, operation: string): TAdsCredentials {
  if (!store.adsRefreshTokenEnc)
    throw new AdsApiError('auth', operation, 'the store has no Amazon Ads consent', { status: 401 });
  return {
    id: `ads:${store.id}:${store.adsRefreshTokenEnc.slice(-16)}`,
    refreshTokenEnc: store.adsRefreshTokenEnc,
    marketplaceId: store.marketplaceId,
  };
}

export type TAdsApiClientDeps = Omit<TAmazonHttpDeps, 'baseUrl'> & {
  /** One host, or the host of each store's region (by its marketplace). */
  baseUrl: string | ((marketplaceId: string) => string);
  /**
   * The token cache of the store's region: Amazon Ads refreshes a region's grant at that region's LWA
   * host (api.amazon.co.uk for Europe, …). Unset: `tokens` serves every region.
   */
  tokensFor?: (marketplaceId: string) => TAccessTokens;
  /** The LWA client id of our application (Amazon-Advertising-API-ClientId). */
  clientId: string;
};

export function createAdsApiClient(deps: TAdsApiClientDeps): TAdsApiClient {
  const { clientId, baseUrl, tokensFor, ...shared } = deps;
  // Which marketplace each credential id was last used for, so a refused token is forgotten in its cache.
  const marketplaceOfId = new Map<string, string>();
  const tokensOf = (marketplaceId: string | undefined) =>
    tokensFor && marketplaceId ? tokensFor(marketplaceId) : shared.tokens;
  // LWA refusing the Ads refresh token is Ads refusing access: the store's SP-API authorization is
  // fine, so it must not read as one (which would mark the whole store for reconnecting).
  const rememberMarketplace = (store: TStoreCredentials) => {
    const { marketplaceId } = store as Partial<TAdsCredentials>;
    if (marketplaceId) marketplaceOfId.set(store.id, marketplaceId);
    return marketplaceId;
  };
  const transport: Omit<TAmazonHttpDeps, 'baseUrl'> = {
    ...shared,
    tokens: {
      get: (store) =>
        tokensOf(rememberMarketplace(store))
          .get(store)
          .catch((err: unknown) => {
            if (err instanceof LwaError && err.code === 'invalid_grant')
              throw new AdsApiError(
                'auth',
                'refresh',
                `Amazon Ads refused the store's Ads authorization (${err.message})`,
              );
            throw err;
          }),
      invalidate: (id, token) => tokensOf(marketplaceOfId.get(id)).invalidate(id, token),
    },
  };
  const http = createAmazonHttp(
    {
      Error: AdsApiError,
      unreachable: 'Amazon Ads could not be reached',
      authHeaders: (token) => ({
        authorization: `Bearer ${token}`,
        'amazon-advertising-api-clientid': clientId,
      }),
      errorOf: adsErrorOf,
      // A foreign profile or a missing Ads consent answers 401 too: one refresh, then Amazon is believed.
      isStaleToken: (status) => status === 401,
      publishesRates: false,
      parse: parseAdsJson,
    },
    { ...transport, baseUrl: typeof baseUrl === 'string' ? baseUrl : '' },
  );
  return {
    // async: a store of no known region (regions.ts throws) fails the call's promise, not its caller.
    call: async (store, operation, request) =>
      http.send({
        ...(typeof baseUrl === 'string' ? {} : { baseUrl: baseUrl(store.marketplaceId) }),
        method: request.method ?? 'GET',
        path: request.path,
        body: request.body,
        store: adsCredentials(store, operation),
        operation,
        bucket: {
          key: `ads|${request.scope ?? store.sellerId}|${operation}`,
          plan: ADS_API_USAGE_PLANS[operation],
        },
        headers: {
          ...(request.scope === undefined ? {} : { 'amazon-advertising-api-scope': request.scope }),
          ...(request.prefer === undefined ? {} : { prefer: request.prefer }),
          accept: [request.accept, request.mediaType].filter(Boolean).join(', ') || 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': request.mediaType ?? 'application/json' }),
        },
      }),
  };
}

/**
 * Ads ids are int64: past 2^53 a JavaScript number would round them. JSON.parse hands the reviver the
 * number's source text, so such values are kept as their exact digits (callers treat ids as strings).
 */
export function parseAdsJson(text: string): unknown {
  return JSON.parse(text, (_key, value: unknown, context?: { source?: string }) =>
    typeof value === 'number' &&
    !Number.isSafeInteger(value) &&
    context?.source &&
    /^-?\d+$/.test(context.source)
      ? context.source
      : value,
  );
}
