import { afterAll, describe, expect, it } from 'vitest';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
type TRemoved = { asin: string; reviewId: string; stars: number; postedAt: string; removedAt: string };

describe('removed reviews', async () => {
  const sandbox = await buildTestSandbox();
  const get = (url: string) => sandbox.app.inject({ method: 'GET', url });
  afterAll(() => sandbox.app.close());

  const reviewIdsOn = async (asin: string) => {
    const ids = new Set<string>();
    for (let page = 1; page < 1000; page++) {
      const html = (await get(`/product-reviews/${asin}?sortBy=recent&pageNumber=${page}`)).body;
      const found = [...html.matchAll(/id="(R[A-Z0-9]{13})"/g)].map((m) => m[1] ?? '');
      for (const id of found) ids.add(id);
      if (!html.includes('<li class="a-last"><a')) break;
    }
    return ids;
  };

  it('lists upcoming removals and takes each review off the pages at its time, the same on every run', async () => {
    const now = sandbox.clock.now().getTime();
    const ahead = new Date(now + 365 * 86_400_000).toISOString();
    const res = await get(
      `/sandbox/removed-reviews?sellingPartnerId=${SELLER}&from=${new Date(now).toISOString()}&to=${ahead}`,
    );
    expect(res.statusCode).toBe(200);
    const upcoming = res.json().reviews as TRemoved[];
    // Posted before now and removed later: seen on the pages today, gone after its removal time.
    const seenThenGone = upcoming.filter((r) => Date.parse(r.postedAt) <= now);
    expect(seenThenGone.length).toBeGreaterThan(0);
    const first = seenThenGone[0] as TRemoved;
    expect(sellerData(SELLER).byAsin.has(first.asin)).toBe(true);
    expect((await reviewIdsOn(first.asin)).has(first.reviewId)).toBe(true);

    sandbox.clock.advance(Date.parse(first.removedAt) - now + 1000);
    expect((await reviewIdsOn(first.asin)).has(first.reviewId)).toBe(false);
    const after = await get(
      `/sandbox/removed-reviews?sellingPartnerId=${SELLER}&from=${new Date(now).toISOString()}`,
    );
    expect((after.json().reviews as TRemoved[]).map((r) => r.reviewId)).toContain(first.reviewId);
  });

  it('asks for a seller and a sane window', async () => {
    expect((await get('/sandbox/removed-reviews')).statusCode).toBe(400);
    expect(
      (
        await get(
          `/sandbox/removed-reviews?sellingPartnerId=${SELLER}&from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z`,
        )
      ).statusCode,
    ).toBe(400);
  });
});
