import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { amazonTestStore } from '../../testing/amazon-store.ts';
import { virtualTime } from '../../testing/virtual-time.ts';
import { createAccessTokens } from './access-tokens.ts';
import type { TLwaClient } from './lwa.ts';
import { createRateLimiter, REFILL_GUARD_MS } from './rate-limiter.ts';
import { createSpApiClient } from './sp-api-client.ts';
import { SpApiError } from './sp-api-errors.ts';

const box = createSecretBox(Buffer.alloc(32, 7));
const store = amazonTestStore({ refreshTokenEnc: box.seal('Atzr|refresh') });

function fakeLwa() {
  const calls: string[] = [];
  let n = 0;
  const lwa: TLwaClient = {
    exchangeAuthorizationCode: async () => {
      throw new Error('unused');
    },
    refresh: async (refreshToken) => {
      calls.push(refreshToken);
      return { accessToken: `Atza|${++n}`, tokenType: 'bearer', expiresIn: 3600, refreshToken: null };
    },
  };
  return { lwa, calls };
}

describe('LWA access tokens', () => {
  it('caches a token per store until 60 s before expiry, opening the sealed refresh token only to refresh', async () => {
    const clock = fixedClock(new Date('2026-01-01T00:00:00Z'));
    const { lwa, calls } = fakeLwa();
    const tokens = createAccessTokens({ lwa, secretBox: box, clock });
    const [a, b] = await Promise.all([tokens.get(store), tokens.get(store)]);
    expect([a, b]).toEqual(['Atza|1', 'Atza|1']);
    expect(calls).toEqual(['Atzr|refresh']);
    clock.advance(3600_000 - 61_000);
    expect(await tokens.get(store)).toBe('Atza|1');
    clock.advance(2_000);
    expect(await tokens.get(store)).toBe('Atza|2');
    tokens.invalidate(store.id, 'Atza|2');
    expect(await tokens.get(store)).toBe('Atza|3');
  });
});

describe('rate limiter', () => {
  it('spends the burst, then keeps to the rate, and follows x-amzn-RateLimit-Limit', async () => {
    const time = virtualTime();
    const limiter = createRateLimiter(time);
    const plan = { rate: 2, burst: 5 };
    for (let i = 0; i < 5; i++) await limiter.acquire('k', plan);
    expect(time.now()).toBe(0);
    for (let i = 0; i < 10; i++) await limiter.acquire('k', plan);
    // 10 more at 2 per second: 5 seconds, never faster (refills start after the guard).
    expect(time.now()).toBeGreaterThanOrEqual(5000 + REFILL_GUARD_MS);
    expect(time.now()).toBeLessThan(5100 + REFILL_GUARD_MS);
    limiter.observeRate('k', 10);
    const before = time.now();
    for (let i = 0; i < 10; i++) await limiter.acquire('k', plan);
    expect(time.now() - before).toBeLessThan(1100);
  });

  it('after an idle spell refills to the burst, then waits out the guard again, as a new bucket does', async () => {
    const time = virtualTime();
    const limiter = createRateLimiter(time);
    const plan = { rate: 1, burst: 5 };
    for (let i = 0; i < 5; i++) await limiter.acquire('k', plan);
    await time.sleep(60_000); // a quiet night: full again
    const before = time.now();
    for (let i = 0; i < 5; i++) await limiter.acquire('k', plan);
    expect(time.now()).toBe(before);
    // Amazon's bucket starts refilling when our first request of the morning arrives, not before.
    await limiter.acquire('k', plan);
    expect(time.now() - before).toBeGreaterThanOrEqual(1000 + REFILL_GUARD_MS);
  });
});

describe('SP-API client', () => {
  const ok = (body: unknown, rate = '0.5') =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'x-amzn-RateLimit-Limit': rate } });
  const fail = (status: number, code: string, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ errors: [{ code, message: code, details: '' }] }), { status, headers });

  function clientWith(answers: Response[]) {
    const time = virtualTime();
    const seen: { url: string; token: string | null }[] = [];
    const { lwa, calls } = fakeLwa();
    const limiter = createRateLimiter(time);
    const client = createSpApiClient({
      baseUrl: 'https://sp.example',
      tokens: createAccessTokens({ lwa, secretBox: box, clock: fixedClock(new Date()) }),
      limiter,
      time,
      random: () => 0.5,
      fetch: async (url, init) => {
        seen.push({ url: String(url), token: new Headers(init?.headers).get('x-amz-access-token') });
        const next = answers.shift();
        if (!next) throw new Error('no more answers');
        return next;
      },
    });
    return { client, seen, time, lwaCalls: calls, limiter };
  }

  it('refreshes the access token once on 401 and retries', async () => {
    const { client, seen, lwaCalls } = clientWith([fail(401, 'Unauthorized'), ok({ payload: 1 })]);
    expect(await client.call(store, 'getOrder', { path: '/orders/v0/orders/1' })).toEqual({ payload: 1 });
    expect(seen.map((s) => s.token)).toEqual(['Atza|1', 'Atza|2']);
    expect(lwaCalls).toHaveLength(2);
  });

  it('retries a 429 storm and 500s with backoff, honouring Retry-After and the rate header', async () => {
    const storm = Array.from({ length: 12 }, () => fail(429, 'QuotaExceeded'));
    const { client, time, limiter } = clientWith([
      fail(500, 'InternalFailure'),
      fail(503, 'ServiceUnavailable', { 'retry-after': '7' }),
      ...storm,
      ok({ done: true }, '0.25'),
    ]);
    expect(await client.call(store, 'getOrder', { path: '/x' })).toEqual({ done: true });
    expect(time.slept).toContain(7000);
    expect(limiter.rateOf('A1SELLER|getOrder')).toBe(0.25);
  });

  it('waits out a 429 for as long as Retry-After says (plus jitter), and never less', async () => {
    const { client, time, seen } = clientWith([
      fail(429, 'QuotaExceeded', { 'retry-after': '3' }),
      ok({ payload: { Orders: [] } }),
    ]);
    expect(await client.call(store, 'searchOrders', { path: '/orders/2026-01-01/orders' })).toEqual({
      payload: { Orders: [] },
    });
    expect(seen).toHaveLength(2);
    expect(time.slept).toHaveLength(1);
    expect(time.slept[0]).toBeGreaterThanOrEqual(3000);
    expect(time.slept[0]).toBeLessThanOrEqual(3000 + 750);
  });

  it('answers typed errors: client errors at once, server errors after the attempts', async () => {
    const bad = clientWith([fail(400, 'InvalidInput')]);
    const error = await bad.client.call(store, 'getOrder', { path: '/x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SpApiError);
    expect(error).toMatchObject({ kind: 'client', status: 400, code: 'InvalidInput' });
    const down = clientWith(Array.from({ length: 8 }, () => fail(500, 'InternalFailure')));
    await expect(down.client.call(store, 'getOrder', { path: '/x' })).rejects.toMatchObject({
      kind: 'server',
      status: 500,
    });
    const denied = clientWith([fail(403, 'Unauthorized'), fail(403, 'Unauthorized')]);
    await expect(denied.client.call(store, 'getOrder', { path: '/x' })).rejects.toMatchObject({
      kind: 'auth',
    });
  });
});
