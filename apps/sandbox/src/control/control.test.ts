import { afterAll, describe, expect, it } from 'vitest';
import { demoSellers } from '../sellers.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('eu')[0]?.sellingPartnerId ?? '';
const URL = '/sellers/v1/marketplaceParticipations';

describe('sandbox controls', async () => {
  const sandbox = await buildTestSandbox();
  let sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER));
  const post = (url: string, payload: unknown) =>
    sandbox.app.inject({ method: 'POST', url, payload: payload as object });
  afterAll(() => sandbox.app.close());

  it('advances the clock, never backwards', async () => {
    expect((await post('/sandbox/clock', { advanceDays: 1, advanceSeconds: 30 })).json()).toEqual({
      now: '2025-06-02T12:00:30.000Z',
    });
    expect((await post('/sandbox/clock', { to: '2025-06-03T00:00:00Z' })).json()).toEqual({
      now: '2025-06-03T00:00:00.000Z',
    });
    expect((await post('/sandbox/clock', { to: '2025-01-01T00:00:00Z' })).statusCode).toBe(400);
    expect((await post('/sandbox/clock', { advanceDays: -1 })).statusCode).toBe(400);
  });

  it('injects 500s, a 429 storm and latency per operation, and counts them', async () => {
    // The clock test above outran the access token's hour.
    sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER));
    await post('/sandbox/faults', { operation: 'getMarketplaceParticipations', stormRequests: 2 });
    expect((await sp('GET', URL)).statusCode).toBe(429);
    expect((await sp('GET', URL)).json().errors[0].code).toBe('QuotaExceeded');
    expect((await sp('GET', URL)).statusCode).toBe(200);

    // A rule for one operation wins over "*"; with the rules cleared, "*" applies to everything.
    await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    await post('/sandbox/faults', { operation: '*', errorRate: 1, errorStatus: 503 });
    const failed = await sp('GET', URL);
    expect(failed.statusCode).toBe(503);
    expect(failed.json().errors[0].code).toBe('ServiceUnavailable');

    await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    await post('/sandbox/faults', { operation: 'getMarketplaceParticipations', latencyMs: 60 });
    const started = performance.now();
    expect((await sp('GET', URL)).statusCode).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);

    await post('/sandbox/faults', { operation: 'getMarketplaceParticipations', stormMs: 10_000 });
    expect((await sp('GET', URL)).statusCode).toBe(429);
    await post('/sandbox/clock', { advanceSeconds: 11 });
    expect((await sp('GET', URL)).statusCode).toBe(200);

    const counters = (await sandbox.app.inject({ method: 'GET', url: '/sandbox/counters' })).json();
    expect(counters.operations.getMarketplaceParticipations).toMatchObject({
      requests: 7,
      throttled: 3,
      faulted: 1,
      succeeded: 3,
    });
  });

  it('draws injected errors from a seeded generator: a 10 % rate fails about one call in ten', async () => {
    await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    await post('/sandbox/faults', { operation: 'getMarketplaceParticipations', errorRate: 0.1 });
    const fast = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000000' });
    await fast.app.inject({ method: 'POST', url: '/sandbox/faults', payload: { errorRate: 0.1 } });
    const call = spClient(fast, await accessTokenFor(fast.app, SELLER), 1000);
    let failures = 0;
    for (let i = 0; i < 100; i++) if ((await call('GET', URL)).statusCode === 500) failures++;
    expect(failures).toBeGreaterThan(3);
    expect(failures).toBeLessThan(20);
    await fast.app.close();
  });

  it('lists the planted anomalies of a seller', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: `/sandbox/anomalies?sellingPartnerId=${SELLER}`,
    });
    const kinds = new Set(res.json().anomalies.map((a: { kind: string }) => a.kind));
    expect(kinds).toEqual(
      new Set([
        'lost-not-reimbursed',
        'short-received',
        'refund-without-return',
        'wrong-size-tier',
        'underpaid-reimbursement',
        'damaged-return-not-reimbursed',
      ]),
    );
    expect((await sandbox.app.inject({ method: 'GET', url: '/sandbox/anomalies' })).statusCode).toBe(400);
    // The listing regenerates the seller's whole history: seconds on a loaded machine.
  }, 30_000);

  it('lists the demo sellers with their home marketplace', async () => {
    const { sellers } = (await sandbox.app.inject({ method: 'GET', url: '/sandbox/sellers' })).json();
    expect(sellers).toHaveLength(9);
    expect(sellers[0]).toMatchObject({
      sellingPartnerId: 'A1US9WKS7FGPAW',
      region: 'na',
      homeMarketplaceId: 'ATVPDKIKX0DER',
    });
  });

  it('rejects a malformed fault rule', async () => {
    expect((await post('/sandbox/faults', { errorRate: 2 })).statusCode).toBe(400);
  });
});
