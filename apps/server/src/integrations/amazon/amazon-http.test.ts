import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAccessTokens } from './access-tokens.ts';
import {
  AmazonApiError,
  createAmazonHttp,
  retryAfterMs,
  type TAmazonApi,
  type TAmazonHttpDeps,
} from './amazon-http.ts';
import { createRateLimiter, type TLimiterTime } from './rate-limiter.ts';

// The transport against a real local HTTP server: real requests, real timeouts; only the sleeps
// between tries are virtual, so backoffs cost no time and can be read back.

class TestApiError extends AmazonApiError {}

type TAnswer = { status: number; body?: string; headers?: Record<string, string> } | 'hang';
type TSeen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };

let answers: TAnswer[] = [];
let seen: TSeen[] = [];
const hanging: ServerResponse[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk) => {
    body += chunk;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    const answer = answers.shift() ?? { status: 599, body: 'no more answers' };
    // A server that never answers: the client's timeout has to end the call.
    if (answer === 'hang') return void hanging.push(res);
    res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
    res.end(answer.body ?? '');
  });
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});
afterAll(async () => {
  for (const res of hanging) res.destroy();
  await new Promise((resolve) => server.close(resolve));
});

/** Hands out tok-1, tok-2, …: a new one only after the cached one was invalidated. */
function fakeTokens() {
  let n = 1;
  const invalidated: string[] = [];
  const tokens: TAccessTokens = {
    get: async () => `tok-${n}`,
    invalidate: (_storeId, token) => {
      invalidated.push(token);
      n++;
    },
  };
  return { tokens, invalidated };
}

const testApi: TAmazonApi = {
  Error: TestApiError,
  unreachable: 'test API could not be reached',
  authHeaders: (token) => ({ 'x-test-token': token }),
  errorOf: (body) => {
    const parsed = body as { code?: string; message?: string } | null;
    return { code: parsed?.code ?? null, message: parsed?.message ?? null };
  },
  isStaleToken: (status) => status === 401,
  publishesRates: true,
};

const store = { id: 'store-1', refreshTokenEnc: 'sealed' };
const bucket = { key: 'S|op', plan: { rate: 1, burst: 100 } };

function transport(options: { api?: Partial<TAmazonApi>; deps?: Partial<TAmazonHttpDeps> } = {}) {
  answers = [];
  seen = [];
  // Virtual time: a sleep is recorded and moves the clock at once.
  const slept: number[] = [];
  const time: TLimiterTime = {
    now: () => slept.reduce((sum, ms) => sum + ms, 0),
    sleep: async (ms) => void slept.push(ms),
  };
  const limiter = createRateLimiter(time);
  const { tokens, invalidated } = fakeTokens();
  const http = createAmazonHttp(
    { ...testApi, ...options.api },
    { baseUrl, tokens, limiter, time, random: () => 0.5, ...options.deps },
  );
  const send = <T>(extra: Partial<Parameters<typeof http.send>[0]> = {}) =>
    http.send<T>({ store, operation: 'op', bucket, path: '/things', ...extra });
  return { send, slept, limiter, invalidated };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): TAnswer => ({
  status,
  body: JSON.stringify(body),
  headers,
});

describe('Amazon HTTP transport', () => {
  it('builds the request: auth headers from the token, query lists comma-joined, JSON body', async () => {
    const { send } = transport();
    answers = [json(200, { ok: true })];
    const result = await send({
      method: 'POST',
      query: { ids: ['a', 'b'], page: 2, skipped: undefined },
      headers: { 'content-type': 'application/json' },
      body: { x: 1 },
    });
    expect(result).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: 'POST',
      url: '/things?ids=a%2Cb&page=2',
      headers: { 'x-test-token': 'tok-1', 'content-type': 'application/json' },
      body: '{"x":1}',
    });
  });

  it('retries 5xx with backoff no sooner than Retry-After, and 429s without spending attempts', async () => {
    const { send, slept } = transport({ deps: { retry: { attempts: 2 } } });
    answers = [
      json(503, { code: 'Unavailable' }, { 'retry-after': '4' }),
      json(429, { code: 'QuotaExceeded' }, { 'retry-after': '2' }),
      json(429, { code: 'QuotaExceeded' }, { 'retry-after': '2' }),
      json(429, { code: 'QuotaExceeded' }, { 'retry-after': '2' }),
      json(200, { done: 1 }),
    ];
    expect(await send()).toEqual({ done: 1 });
    expect(seen).toHaveLength(5);
    expect(slept[0]).toBe(4000);
    // Retry-After plus a quarter of it as jitter at most.
    for (const ms of slept.slice(1)) {
      expect(ms).toBeGreaterThanOrEqual(2000);
      expect(ms).toBeLessThanOrEqual(2500);
    }
  });

  it('gives up on 5xx after the attempts, and on a 429 storm after the throttle budget', async () => {
    const down = transport({ deps: { retry: { attempts: 3 } } });
    answers = [json(500, {}), json(500, {}), json(500, { code: 'Internal', message: 'boom' })];
    await expect(down.send()).rejects.toMatchObject({ kind: 'server', status: 500, message: 'op: boom' });
    expect(seen).toHaveLength(3);

    const storm = transport({ deps: { retry: { throttleBudgetMs: 5000 } } });
    answers = Array.from({ length: 10 }, () => json(429, { code: 'QuotaExceeded' }, { 'retry-after': '2' }));
    await expect(storm.send()).rejects.toMatchObject({ kind: 'throttled', status: 429 });
    expect(seen.length).toBeLessThan(10);
  });

  it('follows the rate header and drains its bucket on a bare 429 only when the API publishes rates', async () => {
    const sp = transport();
    answers = [json(429, {}), json(200, {}, { 'x-amzn-ratelimit-limit': '0.25' })];
    await sp.send();
    expect(sp.limiter.rateOf(bucket.key)).toBe(0.25);
    // The drained bucket makes the retry wait for a refill besides the 429's own wait.
    expect(sp.slept.length).toBeGreaterThan(1);

    const ads = transport({ api: { publishesRates: false } });
    answers = [json(429, {}), json(200, {}, { 'x-amzn-ratelimit-limit': '0.25' })];
    await ads.send();
    expect(ads.limiter.rateOf(bucket.key)).toBe(bucket.plan.rate);
    expect(ads.slept).toHaveLength(1);
  });

  it('maps failures to the API error type with status, code and message', async () => {
    const { send } = transport();
    answers = [json(400, { code: 'InvalidInput', message: 'bad date' })];
    const error = await send().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestApiError);
    expect(error).toMatchObject({
      name: 'TestApiError',
      kind: 'client',
      status: 400,
      code: 'InvalidInput',
      operation: 'op',
      message: 'op: bad date',
      retryable: false,
    });

    answers = [{ status: 404, body: '<html>not json</html>' }];
    await expect(send()).rejects.toMatchObject({ kind: 'client', code: null, message: 'op: HTTP 404' });
    answers = [json(403, { code: 'Denied' })];
    await expect(send()).rejects.toMatchObject({ kind: 'auth', status: 403 });
  });

  it('refreshes a stale token once, then believes Amazon', async () => {
    const { send, invalidated } = transport();
    answers = [json(401, { code: 'Unauthorized' }), json(401, { code: 'Unauthorized' })];
    await expect(send()).rejects.toMatchObject({ kind: 'auth', status: 401 });
    expect(invalidated).toEqual(['tok-1']);
    expect(seen.map((s) => s.headers['x-test-token'])).toEqual(['tok-1', 'tok-2']);
  });

  it('times out a call that gets no answer, and reports the network after the attempts', async () => {
    const { send, slept } = transport({ deps: { timeoutMs: 100, retry: { attempts: 2 } } });
    answers = ['hang', 'hang'];
    const error = await send().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TestApiError);
    expect(error).toMatchObject({
      kind: 'network',
      status: null,
      message: 'op: test API could not be reached',
      retryable: true,
    });
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' });
    expect(seen).toHaveLength(2);
    expect(slept).toHaveLength(1);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMs('3', now)).toBe(3000);
    expect(retryAfterMs('Thu, 01 Jan 2026 00:00:10 GMT', now)).toBe(10_000);
    expect(retryAfterMs('soon', now)).toBeNull();
    expect(retryAfterMs(null, now)).toBeNull();
  });
});
