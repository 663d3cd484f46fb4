import { afterAll, describe, expect, it } from 'vitest';
import { fixedClock } from './clock.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { benchSellers, demoSellers } from './sellers.ts';
import { accessTokenFor, spClient, type TSpCall } from './testing/sp-client.ts';
import { buildTestSandbox } from './testing/test-sandbox.ts';

const SELLER = demoSellers('fe')[0]?.sellingPartnerId ?? '';
const URL = '/sellers/v1/marketplaceParticipations';

describe('token buckets', () => {
  it('allows the burst, then refills at rate × multiplier', () => {
    const clock = fixedClock(new Date('2025-01-01T00:00:00Z'));
    const limiter = createRateLimiter({ clock, multiplier: 2 });
    const plan = { rate: 0.5, burst: 3 };
    expect([1, 2, 3, 4].map(() => limiter.take('k', plan))).toEqual([true, true, true, false]);
    clock.advance(1000);
    expect(limiter.take('k', plan)).toBe(true);
    expect(limiter.take('k', plan)).toBe(false);
    expect(limiter.take('other', plan)).toBe(true);
    expect(limiter.appliedRate(plan)).toBe(1);
  });
});

describe('rate limits on the wire', async () => {
  const sandbox = await buildTestSandbox();
  const token = await accessTokenFor(sandbox.app, SELLER);
  const sp = spClient(sandbox, token);
  afterAll(() => sandbox.app.close());

  it('answers the documented burst, then 429 QuotaExceeded; refills with time', async () => {
    const answers = [];
    for (let i = 0; i < 16; i++) answers.push(await sp('GET', URL));
    expect(answers.slice(0, 15).map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    expect(answers[0]?.headers['x-amzn-ratelimit-limit']).toBe('0.016');
    const throttled = answers[15];
    expect(throttled?.statusCode).toBe(429);
    expect(throttled?.json()).toEqual({
      errors: [
        {
          code: 'QuotaExceeded',
          message: 'You exceeded your quota for the requested resource.',
          details: '',
        },
      ],
    });
    expect(throttled?.headers['x-amzn-ratelimit-limit']).toBeUndefined();
    sandbox.clock.advance(63_000);
    expect((await sp('GET', URL)).statusCode).toBe(200);
    const counters = (await sandbox.app.inject({ method: 'GET', url: '/sandbox/counters' })).json();
    expect(counters.operations.getMarketplaceParticipations).toMatchObject({
      requests: 17,
      succeeded: 16,
      throttled: 1,
    });
  });

  it('refuses calls without a valid x-amz-access-token', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: URL,
      headers: { 'x-amz-access-token': 'Atza|nope' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('Unauthorized');
  });

  it('lists the seller marketplaces', async () => {
    sandbox.clock.advance(63_000);
    const res = await sp('GET', URL);
    expect(res.json().payload[0]).toMatchObject({
      marketplace: { id: 'A1VC38T7YXB528', countryCode: 'JP', defaultCurrencyCode: 'JPY' },
      participation: { isParticipating: true, hasSuspendedListings: false },
    });
  });

  it('multiplies the rate with SANDBOX_RATE_MULTIPLIER', async () => {
    const fast = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '100' });
    const call = spClient(fast, await accessTokenFor(fast.app, SELLER));
    const res = await call('GET', URL);
    expect(res.headers['x-amzn-ratelimit-limit']).toBe('1.6');
    await fast.app.close();
  });

  it('gives each of SANDBOX_BENCH_SELLERS its own bucket and counts each seller apart', async () => {
    const many = await buildTestSandbox({ SANDBOX_BENCH_SELLERS: '2' });
    const [first, second] = benchSellers(2).map((s) => s.sellingPartnerId);
    const callers = [first, second].map(async (id) =>
      spClient(many, await accessTokenFor(many.app, id ?? '')),
    );
    const [a, b] = await Promise.all(callers);
    const statuses = async (call: TSpCall | undefined, n: number) => {
      const out = [];
      for (let i = 0; i < n; i++) out.push((await call?.('GET', URL))?.statusCode);
      return out;
    };
    // Burst 15 each: the first seller's 16th call is throttled, the second seller's quota is untouched.
    expect(await statuses(a, 16)).toEqual([...Array(15).fill(200), 429]);
    expect(await statuses(b, 2)).toEqual([200, 200]);
    const counters = async (query: string) =>
      (await many.app.inject({ method: 'GET', url: `/sandbox/counters${query}` })).json().operations
        .getMarketplaceParticipations;
    expect(await counters(`?sellingPartnerId=${first}`)).toMatchObject({ requests: 16, throttled: 1 });
    expect(await counters(`?sellingPartnerId=${second}`)).toMatchObject({ requests: 2, throttled: 0 });
    expect(await counters('')).toMatchObject({ requests: 18, succeeded: 17, throttled: 1 });
    const listed = (await many.app.inject({ method: 'GET', url: '/sandbox/sellers' })).json().sellers;
    expect(listed.map((s: { sellingPartnerId: string }) => s.sellingPartnerId)).toContain(second);
    await many.app.close();
  });
});
