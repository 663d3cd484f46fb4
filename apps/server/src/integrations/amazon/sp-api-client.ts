import type { TAccessTokens, TStoreCredentials } from './access-tokens.ts';
import { realTime, type TLimiterTime, type TRateLimiter } from './rate-limiter.ts';
import { kindOfStatus, SpApiError } from './sp-api-errors.ts';
import { throttleWaitMs } from './throttle-wait.ts';
import { SP_API_USAGE_PLANS, type TSpOperation } from './usage-plans.ts';

// Our thin SP-API client: every call waits for a token of its seller + operation bucket, carries the
// store's LWA access token, and retries what is worth retrying (429, 5xx, network) with exponential
// backoff and full jitter, never sooner than Retry-After. A refused token is refreshed once.

export const SP_API_TIMEOUT_MS = 30_000;
/**
 * attempts: for Amazon's own failures (5xx, network). throttleBudgetMs: how long 429s may go on before
 * the call gives up; a storm is counted in time, not tries, since every try during it is refused.
 */
export const DEFAULT_RETRY = { attempts: 8, baseMs: 200, maxMs: 20_000, throttleBudgetMs: 10 * 60_000 };

export type TSpStore = TStoreCredentials & { sellerId: string };
export type TSpRequest = {
  method?: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string | number | readonly string[] | undefined>;
  body?: unknown;
};

export type TSpApiClient = {
  call<T>(store: TSpStore, operation: TSpOperation, request: TSpRequest): Promise<T>;
};

export type TSpApiClientDeps = {
  baseUrl: string;
  tokens: TAccessTokens;
  limiter: TRateLimiter;
  fetch?: typeof fetch;
  time?: TLimiterTime;
  random?: () => number;
  retry?: Partial<typeof DEFAULT_RETRY>;
  userAgent?: string;
};

export function createSpApiClient(deps: TSpApiClientDeps): TSpApiClient {
  const doFetch = deps.fetch ?? fetch;
  const time = deps.time ?? realTime;
  const random = deps.random ?? Math.random;
  const retry = { ...DEFAULT_RETRY, ...deps.retry };
  const base = deps.baseUrl.replace(/\/+$/, '');

  function urlOf(request: TSpRequest): string {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(request.query ?? {})) {
      if (value === undefined) continue;
      // SP-API lists are comma-separated in one parameter.
      params.set(name, Array.isArray(value) ? value.join(',') : String(value));
    }
    const qs = params.toString();
    return `${base}${request.path}${qs ? `?${qs}` : ''}`;
  }

  function backoffMs(attempt: number, retryAfterMs: number | null): number {
    const ceiling = Math.min(retry.maxMs, retry.baseMs * 2 ** attempt);
    return Math.max(retryAfterMs ?? 0, Math.round(random() * ceiling));
  }

  return {
    async call<T>(store: TSpStore, operation: TSpOperation, request: TSpRequest): Promise<T> {
      const key = `${store.sellerId}|${operation}`;
      const plan = SP_API_USAGE_PLANS[operation];
      let refreshedToken = false;
      let throttledSince: number | null = null;
      let throttles = 0;
      // After waiting as long as Retry-After said, the token Amazon promised is ours: the retry does
      // not take another from our bucket (that would count one request twice).
      let promised = false;
      for (let attempt = 0; ; attempt++) {
        if (!promised) await deps.limiter.acquire(key, plan);
        promised = false;
        const token = await deps.tokens.get(store);
        let response: Response;
        try {
          response = await doFetch(urlOf(request), {
            method: request.method ?? 'GET',
            headers: {
              'x-amz-access-token': token,
              'user-agent': deps.userAgent ?? 'SellerTools/0.1 (Language=TypeScript)',
              accept: 'application/json',
              ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
            signal: AbortSignal.timeout(SP_API_TIMEOUT_MS),
          });
        } catch (err) {
          const error = new SpApiError('network', operation, 'Amazon could not be reached', { cause: err });
          if (attempt + 1 >= retry.attempts) throw error;
          await time.sleep(backoffMs(attempt, null));
          continue;
        }
        const rate = Number(response.headers.get('x-amzn-ratelimit-limit'));
        if (rate > 0) deps.limiter.observeRate(key, rate);
        if (response.ok) return (await response.json()) as T;

        const body = await response.text();
        const { code, message } = firstError(body);
        const kind = kindOfStatus(response.status);
        const error = new SpApiError(kind, operation, message ?? `HTTP ${response.status}`, {
          status: response.status,
          code,
        });
        if (kind === 'auth' && !refreshedToken && (response.status === 401 || code === 'Unauthorized')) {
          // An access token can be revoked or expire early: refresh once, then believe Amazon.
          deps.tokens.invalidate(store.id, token);
          refreshedToken = true;
          attempt--;
          continue;
        }
        if (kind === 'throttled') {
          throttledSince ??= time.now();
          if (time.now() - throttledSince >= retry.throttleBudgetMs) throw error;
          const retryAfter = retryAfterMs(response.headers.get('retry-after'));
          // Without Retry-After, Amazon's bucket is empty whatever ours thinks: empty ours too.
          if (retryAfter === null) deps.limiter.drain(key);
          promised = retryAfter !== null;
          // A 429 is not a failure: it does not use up the attempts kept for 5xx and the network.
          attempt--;
          throttles++;
          await time.sleep(
            throttleWaitMs({
              rate: deps.limiter.rateOf(key) ?? plan.rate,
              throttles,
              retryAfterMs: retryAfter,
              baseMs: retry.baseMs,
              random,
            }),
          );
          continue;
        }
        if (!error.retryable || attempt + 1 >= retry.attempts) throw error;
        await time.sleep(backoffMs(attempt, retryAfterMs(response.headers.get('retry-after'))));
      }
    },
  };
}

function firstError(body: string): { code: string | null; message: string | null } {
  try {
    const parsed = JSON.parse(body) as { errors?: { code?: unknown; message?: unknown }[] };
    const first = parsed.errors?.[0];
    return {
      code: typeof first?.code === 'string' ? first.code : null,
      message: typeof first?.message === 'string' ? first.message : null,
    };
  } catch {
    return { code: null, message: null };
  }
}

/** Retry-After as seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}
