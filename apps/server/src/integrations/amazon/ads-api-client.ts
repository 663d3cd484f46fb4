import type { TAccessTokens } from './access-tokens.ts';
import { AdsApiError, adsErrorOf } from './ads-api-errors.ts';
import { realTime, type TLimiterTime, type TRateLimiter } from './rate-limiter.ts';
import { DEFAULT_RETRY, retryAfterMs, type TSpStore } from './sp-api-client.ts';
import { kindOfStatus } from './sp-api-errors.ts';
import { throttleWaitMs } from './throttle-wait.ts';
import { ADS_API_USAGE_PLANS, type TAdsOperation } from './usage-plans.ts';

// Our thin Amazon Ads client, the SP-API client's sibling: the store's LWA access token as a Bearer
// token, the app's LWA client id, the advertiser's profile in the Scope header, versioned vnd media
// types for Sponsored Products v3 and reporting v3. Every call waits for a token of its profile +
// operation bucket (Ads throttles per profile) and retries 429s, 5xx and the network with backoff,
// never sooner than Retry-After.

export const ADS_API_TIMEOUT_MS = 30_000;

export type TAdsRequest = {
  method?: 'GET' | 'POST';
  path: string;
  /** The advertiser's profile id; unset only for calls that list profiles. */
  scope?: string;
  /** The vnd media type of the body and of the answer (Sponsored Products v3, reporting v3). */
  mediaType?: string;
  /** When the answer has a media type of its own (reporting v3). */
  accept?: string;
  body?: unknown;
};

export type TAdsApiClient = {
  call<T>(store: TSpStore, operation: TAdsOperation, request: TAdsRequest): Promise<T>;
};

export type TAdsApiClientDeps = {
  baseUrl: string;
  /** The LWA client id of our application (Amazon-Advertising-API-ClientId). */
  clientId: string;
  tokens: TAccessTokens;
  limiter: TRateLimiter;
  fetch?: typeof fetch;
  time?: TLimiterTime;
  random?: () => number;
  retry?: Partial<typeof DEFAULT_RETRY>;
};

export function createAdsApiClient(deps: TAdsApiClientDeps): TAdsApiClient {
  const doFetch = deps.fetch ?? fetch;
  const time = deps.time ?? realTime;
  const random = deps.random ?? Math.random;
  const retry = { ...DEFAULT_RETRY, ...deps.retry };
  const base = deps.baseUrl.replace(/\/+$/, '');

  function headersOf(token: string, request: TAdsRequest): Record<string, string> {
    const accept = [request.accept, request.mediaType].filter(Boolean).join(', ') || 'application/json';
    return {
      authorization: `Bearer ${token}`,
      'amazon-advertising-api-clientid': deps.clientId,
      ...(request.scope === undefined ? {} : { 'amazon-advertising-api-scope': request.scope }),
      accept,
      ...(request.body === undefined ? {} : { 'content-type': request.mediaType ?? 'application/json' }),
    };
  }

  return {
    async call<T>(store: TSpStore, operation: TAdsOperation, request: TAdsRequest): Promise<T> {
      const key = `ads|${request.scope ?? store.sellerId}|${operation}`;
      const plan = ADS_API_USAGE_PLANS[operation];
      let refreshedToken = false;
      let throttledSince: number | null = null;
      let throttles = 0;
      // After waiting as long as Retry-After said, the retry spends the token Amazon promised, not one
      // of ours.
      let promised = false;
      for (let attempt = 0; ; attempt++) {
        if (!promised) await deps.limiter.acquire(key, plan);
        promised = false;
        const token = await deps.tokens.get(store);
        let response: Response;
        try {
          response = await doFetch(`${base}${request.path}`, {
            method: request.method ?? 'GET',
            headers: headersOf(token, request),
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
            signal: AbortSignal.timeout(ADS_API_TIMEOUT_MS),
          });
        } catch (err) {
          const error = new AdsApiError('network', operation, 'Amazon Ads could not be reached', {
            cause: err,
          });
          if (attempt + 1 >= retry.attempts) throw error;
          await time.sleep(Math.round(random() * Math.min(retry.maxMs, retry.baseMs * 2 ** attempt)));
          continue;
        }
        if (response.ok) return parseAdsJson(await response.text()) as T;

        const { code, message } = adsErrorOf(await response.text());
        const kind = kindOfStatus(response.status);
        const error = new AdsApiError(kind, operation, message ?? `HTTP ${response.status}`, {
          status: response.status,
          code,
        });
        const retryAfter = retryAfterMs(response.headers.get('retry-after'));
        if (response.status === 401 && !refreshedToken) {
          // An access token can expire early: refresh once, then believe Amazon (a foreign profile
          // or a missing Ads consent answers 401 too).
          deps.tokens.invalidate(store.id, token);
          refreshedToken = true;
          attempt--;
          continue;
        }
        if (kind === 'throttled') {
          throttledSince ??= time.now();
          if (time.now() - throttledSince >= retry.throttleBudgetMs) throw error;
          attempt--;
          throttles++;
          promised = retryAfter !== null;
          // Ads publishes no rates: its Retry-After is the authority, and our guessed bucket is not drained.
          await time.sleep(
            throttleWaitMs({
              rate: plan.rate,
              throttles,
              retryAfterMs: retryAfter,
              baseMs: retry.baseMs,
              random,
            }),
          );
          continue;
        }
        if (!error.retryable || attempt + 1 >= retry.attempts) throw error;
        const ceiling = Math.min(retry.maxMs, retry.baseMs * 2 ** attempt);
        await time.sleep(Math.max(retryAfter ?? 0, Math.round(random() * ceiling)));
      }
    },
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
