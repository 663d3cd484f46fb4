import { withRatios } from '@seller-tools/contract';
import { describe, expect, it } from 'vitest';
import type { TPpcRow } from './ppc-rows.ts';
import type { TPpcTableCache } from './ppc-table-cache.ts';
import { type TTableFilters, tablePage } from './ppc-tables.ts';

// The in-memory page over kept rows: order with ties by id, keyset pages in both directions, ratios
// without a denominator last in descending order, filters, totals of every match.

const row = (id: string, name: string, spend: number, sales: number, clicks = 10): TPpcRow => ({
  id,
  name,
  state: 'ENABLED',
  match_type: 'EXACT',
  ...withRatios({ impressions: clicks * 10, clicks, spend, sales, orders: sales > 0 ? 1 : 0 }),
});

const ROWS = [
  row('a', 'Alpha', 500, 1000), // ACoS 0.5
  row('b', 'bravo', 500, 0), // no ACoS
  row('c', 'Charlie', 100, 1000), // ACoS 0.1
  row('d', 'delta', 900, 1000, 0), // ACoS 0.9
  row('e', 'Echo', 500, 2000), // ACoS 0.25
];
const cache = { rows: async () => ({ rows: ROWS, currency: 'USD' }), size: 1 } as unknown as TPpcTableCache;
const range = { from: '2026-11-01', to: '2026-11-02', attribution: 7, timeZone: 'UTC' };
const base: TTableFilters = { sort: 'spend', dir: 'desc', limit: 2 };
const ids = (rows: TPpcRow[]) => rows.map((r) => r.id);

async function all(filters: TTableFilters): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < 10; i++) {
    const page = await tablePage(cache, 'keywords', 'ch', range, { ...filters, cursor });
    seen.push(...ids(page.rows));
    if (!page.nextCursor) return seen;
    cursor = page.nextCursor;
  }
  throw new Error('pages never end');
}

describe('tablePage', () => {
  it('pages by spend descending, ties by id descending, with totals of every row', async () => {
    const first = await tablePage(cache, 'keywords', 'ch', range, base);
    expect(ids(first.rows)).toEqual(['d', 'e']);
    expect(first.totalCount).toBe(5);
    expect(first.totals).toMatchObject({ spend: 2500, sales: 5000, acos: 0.5 });
    expect(await all(base)).toEqual(['d', 'e', 'b', 'a', 'c']);
    expect(await all({ ...base, dir: 'asc' })).toEqual(['c', 'a', 'b', 'e', 'd']);
  });

  it('puts rows without a ratio last when descending and first when ascending', async () => {
    expect(await all({ ...base, sort: 'acos' })).toEqual(['d', 'a', 'e', 'c', 'b']);
    expect(await all({ ...base, sort: 'acos', dir: 'asc' })).toEqual(['b', 'c', 'e', 'a', 'd']);
    // CPC without clicks (d) likewise.
    expect((await all({ ...base, sort: 'cpc' })).at(-1)).toBe('d');
  });

  it('sorts names without regard to case', async () => {
    expect(await all({ ...base, sort: 'name', dir: 'asc' })).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('filters before the totals and the pages', async () => {
    const page = await tablePage(cache, 'keywords', 'ch', range, { ...base, max_acos: 0.3, limit: 50 });
    expect(ids(page.rows)).toEqual(['e', 'c']);
    expect(page.totals).toMatchObject({ spend: 600, sales: 3000, acos: 0.2 });
    expect((await tablePage(cache, 'keywords', 'ch', range, { ...base, q: 'ALP' })).totalCount).toBe(1);
    expect(
      (await tablePage(cache, 'keywords', 'ch', range, { ...base, min_clicks: 1, max_orders: 0 })).rows,
    ).toEqual([expect.objectContaining({ id: 'b' })]);
  });

  it("refuses a cursor of another sort's kind", async () => {
    const first = await tablePage(cache, 'keywords', 'ch', range, base);
    await expect(
      tablePage(cache, 'keywords', 'ch', range, { ...base, sort: 'name', cursor: first.nextCursor ?? '' }),
    ).rejects.toThrow();
  });
});
