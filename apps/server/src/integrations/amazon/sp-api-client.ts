import type { TStoreCredentials } from './access-tokens.ts';
import { createAmazonHttp, type TAmazonHttpDeps } from './amazon-http.ts';
import { SpApiError, spErrorOf } from './sp-api-errors.ts';
import { SP_API_USAGE_PLANS, type TSpOperation } from './usage-plans.ts';

// Our thin SP-API client on the shared Amazon transport: the store's LWA access token in
// x-amz-access-token, one rate-limit bucket per seller + operation, and the seller's own rate followed
// from x-amzn-RateLimit-Limit.

/** A store as the adapters see it: its marketplace names the region whose host it is sent to. */
export type TSpStore = TStoreCredentials & { sellerId: string; marketplaceId: string };
export type TSpRequest = {
  method?: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
};

export type TSpApiClient = {
  call<T>(store: TSpStore, operation: TSpOperation, request: TSpRequest): Promise<T>;
};

export type TSpApiClientDeps = Omit<TAmazonHttpDeps, 'baseUrl'> & {
  /** One host, or the host of each store's region (by its marketplace). */
  baseUrl: string | ((marketplaceId: string) => string);
  userAgent?: string;
};

export function createSpApiClient(deps: TSpApiClientDeps): TSpApiClient {
  const { userAgent = 'SellerTools/0.1 (Language=TypeScript)', baseUrl, ...transport } = deps;
  const http = createAmazonHttp(
    {
      Error: SpApiError,
      unreachable: 'Amazon could not be reached',
      authHeaders: (token) => ({ 'x-amz-access-token': token, 'user-agent': userAgent }),
      errorOf: spErrorOf,
      // 403 is also how the SP-API refuses a stale token, with the code Unauthorized.
      isStaleToken: (status, code) => status === 401 || (status === 403 && code === 'Unauthorized'),
      publishesRates: true,
    },
    { ...transport, baseUrl: typeof baseUrl === 'string' ? baseUrl : '' },
  );
  return {
    // async: a store of no known region (regions.ts throws) fails the call's promise, not its caller.
    call: async (store, operation, request) =>
      http.send({
        ...request,
        ...(typeof baseUrl === 'string' ? {} : { baseUrl: baseUrl(store.marketplaceId) }),
        store,
        operation,
        bucket: { key: `${store.sellerId}|${operation}`, plan: SP_API_USAGE_PLANS[operation] },
        headers: {
          accept: 'application/json',
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
      }),
  };
}
