import type { TAccessTokens, TStoreCredentials } from './access-tokens.ts';
import { realTime, type TLimiterTime, type TRateLimiter } from './rate-limiter.ts';
import { throttleWaitMs } from './throttle-wait.ts';
import type { TUsagePlan } from './usage-plans.ts';

// The one HTTP transport under the SP-API and the Ads clients. Every call waits for a token of its
// rate-limit bucket, carries the store's LWA access token, and retries what is worth retrying (429,
// 5xx, network) with exponential backoff and full jitter, never sooner than Retry-After. A refused
// access token is refreshed once. What differs between the two APIs (auth headers, how an error body
// reads, whether Amazon publishes rates) is injected by the client; the loop exists once.

export const AMAZON_TIMEOUT_MS = 30_000;
/**
 * attempts: for Amazon's own failures (5xx, network). throttleBudgetMs: how long 429s may go on before
 * the call gives up; a storm is counted in time, not tries, since every try during it is refused.
 */
export const DEFAULT_RETRY = { attempts: 8, baseMs: 200, maxMs: 20_000, throttleBudgetMs: 10 * 60_000 };
export type TRetryPolicy = typeof DEFAULT_RETRY;

// Typed Amazon failures, so callers tell "slow down" from "fix the request" from "no access" from
// "Amazon is down". Each API names its own subclass (SpApiError, AdsApiError) so a caller catches only
// the API it called.
export type TAmazonErrorKind = 'throttled' | 'auth' | 'client' | 'server' | 'network';

export class AmazonApiError extends Error {
  readonly kind: TAmazonErrorKind;
  readonly status: number | null;
  readonly operation: string;
  readonly code: string | null;
  constructor(
    kind: TAmazonErrorKind,
    operation: string,
    message: string,
    options: { status?: number | null; code?: string | null; cause?: unknown } = {},
  ) {
    super(`${operation}: ${message}`, { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.operation = operation;
    this.status = options.status ?? null;
    this.code = options.code ?? null;
  }
  /** Worth another try later: throttling, Amazon's own errors and the network. */
  get retryable(): boolean {
    return this.kind === 'throttled' || this.kind === 'server' || this.kind === 'network';
  }
}

export function kindOfStatus(status: number): TAmazonErrorKind {
  if (status === 429) return 'throttled';
  if (status === 401 || status === 403) return 'auth';
  if (status >= 500) return 'server';
  return 'client';
}

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

export type TAmazonErrorBody = { code: string | null; message: string | null };

/** What makes one Amazon API different from the other; the client fixes these once. */
export type TAmazonApi = {
  /** The error subclass this API throws. */
  Error: typeof AmazonApiError;
  /** Said when the network fails ("Amazon could not be reached"). */
  unreachable: string;
  /** The headers that carry the store's LWA access token (and the app's identity). */
  authHeaders(token: string): Record<string, string>;
  /** Amazon's code and message from a parsed error body (null when the body was not JSON). */
  errorOf(body: unknown): TAmazonErrorBody;
  /** A refusal that a fresh access token may cure (it is refreshed once, then Amazon is believed). */
  isStaleToken(status: number, code: string | null): boolean;
  /**
   * The SP-API reports each seller's rate (x-amzn-RateLimit-Limit) and its 429 means the bucket is
   * empty: our bucket follows both. Ads publishes no rates: its Retry-After is the authority and our
   * guessed bucket is left as it is.
   */
  publishesRates: boolean;
  /** Reads a successful body; JSON.parse unless the API needs more (Ads' int64 ids). */
  parse?(text: string): unknown;
};

export type TAmazonHttpDeps = {
  /** Where calls go; a request's own baseUrl (its store's region) wins. */
  baseUrl: string;
  tokens: TAccessTokens;
  limiter: TRateLimiter;
  fetch?: typeof fetch;
  time?: TLimiterTime;
  random?: () => number;
  retry?: Partial<TRetryPolicy>;
  timeoutMs?: number;
};

export type TAmazonHttpRequest = {
  store: TStoreCredentials;
  /** The host of the store's region, when the client serves several (see regions.ts). */
  baseUrl?: string;
  operation: string;
  /** The rate-limit bucket the call spends a token of. */
  bucket: { key: string; plan: TUsagePlan };
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  query?: Record<string, string | number | readonly string[] | undefined>;
  /** Headers besides the auth ones (accept, content-type, scope). */
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
};

export type TAmazonHttp = { send<T>(request: TAmazonHttpRequest): Promise<T> };

export function createAmazonHttp(api: TAmazonApi, deps: TAmazonHttpDeps): TAmazonHttp {
  const doFetch = deps.fetch ?? fetch;
  const time = deps.time ?? realTime;
  const random = deps.random ?? Math.random;
  const retry = { ...DEFAULT_RETRY, ...deps.retry };
  const timeoutMs = deps.timeoutMs ?? AMAZON_TIMEOUT_MS;
  const parse = api.parse ?? JSON.parse;
  const base = deps.baseUrl.replace(/\/+$/, '');

  function urlOf(request: TAmazonHttpRequest): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value === undefined) continue;
      // Amazon's lists are comma-separated in one parameter.
      params.set(name, Array.isArray(value) ? value.join(',') : String(value));
    }
    const qs = params.toString();
    const host = request.baseUrl === undefined ? base : request.baseUrl.replace(/\/+$/, '');
    return `${host}${request.path}${qs ? `?${qs}` : ''}`;
  }

  function backoffMs(attempt: number, retryAfter: number | null): number {
    const ceiling = Math.min(retry.maxMs, retry.baseMs * 2 ** attempt);
    return Math.max(retryAfter ?? 0, Math.round(random() * ceiling));
  }

  return {
    async send<T>(request: TAmazonHttpRequest): Promise<T> {
      const { store, operation, bucket } = request;
      let refreshedToken = false;
      let throttledSince: number | null = null;
      let throttles = 0;
      // After waiting as long as Retry-After said, the token Amazon promised is ours: the retry does
      // not take another from our bucket (that would count one request twice).
      let promised = false;
      for (let attempt = 0; ; attempt++) {
        if (!promised) await deps.limiter.acquire(bucket.key, bucket.plan);
        promised = false;
        const token = await deps.tokens.get(store);
        let response: Response;
        try {
          response = await doFetch(urlOf(request), {
            method: request.method ?? 'GET',
            // A plain object, not Headers: the names stay as written here.
            headers: { ...api.authHeaders(token), ...request.headers },
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
            signal: AbortSignal.timeout(timeoutMs),
          });
        } catch (err) {
          const error = new api.Error('network', operation, api.unreachable, { cause: err });
          if (attempt + 1 >= retry.attempts) throw error;
          await time.sleep(backoffMs(attempt, null));
          continue;
        }
        if (api.publishesRates) {
          const rate = Number(response.headers.get('x-amzn-ratelimit-limit'));
          if (rate > 0) deps.limiter.observeRate(bucket.key, rate);
        }
        if (response.ok) {
          // A 2xx with no body (a solicitation's 201) is success: Amazon has acted, so parsing nothing
          // must not turn it into an error (and a retry into a second request).
          const text = await response.text();
          return (text.trim() === '' ? undefined : parse(text)) as T;
        }

        const { code, message } = api.errorOf(jsonOrNull(await response.text()));
        const kind = kindOfStatus(response.status);
        const error = new api.Error(kind, operation, message ?? `HTTP ${response.status}`, {
          status: response.status,
          code,
        });
        const retryAfter = retryAfterMs(response.headers.get('retry-after'));
        if (!refreshedToken && api.isStaleToken(response.status, code)) {
          // An access token can be revoked or expire early: refresh once, then believe Amazon.
          deps.tokens.invalidate(store.id, token);
          refreshedToken = true;
          attempt--;
          continue;
        }
        if (kind === 'throttled') {
          throttledSince ??= time.now();
          if (time.now() - throttledSince >= retry.throttleBudgetMs) throw error;
          // Without Retry-After, Amazon's bucket is empty whatever ours thinks: empty ours too.
          if (api.publishesRates && retryAfter === null) deps.limiter.drain(bucket.key);
          promised = retryAfter !== null;
          // A 429 is not a failure: it does not use up the attempts kept for 5xx and the network.
          attempt--;
          throttles++;
          await time.sleep(
            throttleWaitMs({
              rate: deps.limiter.rateOf(bucket.key) ?? bucket.plan.rate,
              throttles,
              retryAfterMs: retryAfter,
              baseMs: retry.baseMs,
              random,
            }),
          );
          continue;
        }
        if (!error.retryable || attempt + 1 >= retry.attempts) throw error;
        await time.sleep(backoffMs(attempt, retryAfter));
      }
    },
  };
}

function jsonOrNull(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
