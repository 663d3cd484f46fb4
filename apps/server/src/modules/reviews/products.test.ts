import { ZDashboardResponse, ZProductHistoryResponse, ZProductListResponse } from '@seller-tools/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { products, ratingSnapshots, reviews } from '../../db/schema/index.ts';
import { acmeReviewsSuite } from '../../testing/acme-reviews-suite.ts';
import { insertStore } from '../../testing/channels.ts';
import { FIXTURE_ASINS, insertReviewFixture } from '../../testing/review-fixtures.ts';
import { injectAs } from '../../testing/sign-in.ts';

// TEST_NOW is 2026-11-22: the board's displayed rating moved 4.3 → 4.2 on 2026-11-16, the bottle's
// 4.5 → 4.6 on 2026-11-20.
describe('Product Ratings Tracker and dashboard API', () => {
  const s = acmeReviewsSuite({ rival: true });
  const { get } = s;
  let canada: string;

  beforeAll(async () => {
    canada = await insertStore(s.t.db, {
      companyId: s.companyId,
      sellerId: 'A1ACME',
      marketplaceId: 'A2EUQ1WTGCTBG2',
    });
    await insertReviewFixture(s.t.db, canada);
  });

  const list = async (query: string) => {
    const res = await get(`/api/review/products?channel_id=${s.store}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return ZProductListResponse.parse(res.json()).data.items;
  };

  it('lists each ASIN with displayed rating, change over the period and stars', async () => {
    const items = await list('period_days=30');
    expect(items.map((p) => [p.asin, p.displayed_rating, p.rating_at_start, p.change])).toEqual([
      [FIXTURE_ASINS.board, 4.2, 4.3, -0.1],
      [FIXTURE_ASINS.bottle, 4.6, 4.5, 0.1],
    ]);
    const board = items[0];
    expect(board).toMatchObject({
      title: 'Bamboo Cutting Board',
      sku: 'CB-1',
      ratings_count: 122,
      review_count: 4,
      last_review_date: '2026-11-16',
    });
    expect(board?.stars).toEqual({ 1: 1, 2: 1, 3: 0, 4: 1, 5: 1 });
    // Seven days back is 2026-11-15, when the board still showed 4.3: both moves fall in the period.
    expect((await list('period_days=7')).map((p) => p.change)).toEqual([-0.1, 0.1]);
  });

  it('sorts, searches (title, ASIN, SKU) and filters by tag', async () => {
    expect((await list('sort=rating_desc')).map((p) => p.asin)).toEqual([
      FIXTURE_ASINS.bottle,
      FIXTURE_ASINS.board,
    ]);
    expect((await list('sort=title_asc')).map((p) => p.title)).toEqual([
      'Bamboo Cutting Board',
      'Steel Water Bottle',
    ]);
    expect((await list('q=bottle')).map((p) => p.asin)).toEqual([FIXTURE_ASINS.bottle]);
    expect((await list('q=cb-1')).map((p) => p.asin)).toEqual([FIXTURE_ASINS.board]);
    const tag = await injectAs(s.t.app, s.token, 'POST', '/api/review/tags', { name: 'Lids' });
    const tagId = tag.json().data.tag_id;
    expect(await list(`tag_id=${tagId}`)).toEqual([]);
    await injectAs(s.t.app, s.token, 'PUT', '/api/review/reviews/R6BOTTLE/tags', {
      channel_id: s.store,
      tag_ids: [tagId],
    });
    expect((await list(`tag_id=${tagId}`)).map((p) => p.asin)).toEqual([FIXTURE_ASINS.bottle]);
    expect((await get(`/api/review/products?channel_id=${s.store}&period_days=12`)).statusCode).toBe(400);
  });

  it('lists other marketplaces of the company beside the store, and refuses a foreign one', async () => {
    const items = await list(`also_channel_id=${canada}`);
    expect(items.map((p) => `${p.country_code}:${p.asin}`).sort()).toEqual([
      `ca:${FIXTURE_ASINS.board}`,
      `ca:${FIXTURE_ASINS.bottle}`,
      `us:${FIXTURE_ASINS.board}`,
      `us:${FIXTURE_ASINS.bottle}`,
    ]);
    expect(items.find((p) => p.country_code === 'ca')?.product_url).toMatch(
      /^https:\/\/www\.amazon\.ca\/dp\//,
    );
    expect(
      (await get(`/api/review/products?channel_id=${s.store}&also_channel_id=${s.rivalStore}`)).statusCode,
    ).toBe(403);
  });

  it("shows a product's daily history and the day its rating moved, with the reviews that moved it", async () => {
    const res = await get(
      `/api/review/products/${FIXTURE_ASINS.board}/history?channel_id=${s.store}&from=2026-11-10&to=2026-11-22`,
    );
    expect(res.statusCode).toBe(200);
    const { days, moves, product } = ZProductHistoryResponse.parse(res.json()).data;
    expect(product.asin).toBe(FIXTURE_ASINS.board);
    expect(days).toHaveLength(13);
    expect(days.find((d) => d.date === '2026-11-16')).toMatchObject({
      displayed: 4.2,
      ratings_count: 122,
      new_reviews: { 1: 1 },
    });
    expect(days.find((d) => d.date === '2026-11-10')?.new_reviews[5]).toBe(1);
    expect(moves.map((m) => [m.date, m.from, m.to])).toEqual([['2026-11-16', 4.3, 4.2]]);
    // 4.34 → 4.26 on the 15th stays 4.3 on screen; the move on the 16th lists the reviews since the 15th's snapshot.
    expect(moves[0]?.reviews.map((r) => r.review_id)).toEqual(['R1BOARD']);
    expect((await get(`/api/review/products/B0NOTMINE/history?channel_id=${s.store}`)).statusCode).toBe(404);
    expect(
      (await get(`/api/review/products/${FIXTURE_ASINS.board}/history?channel_id=${s.store}`, s.rivalToken))
        .statusCode,
    ).toBe(403);
  });

  it('summarises the store on the dashboard', async () => {
    const res = await get(`/api/review/dashboard?channel_id=${s.store}`);
    expect(res.statusCode).toBe(200);
    const data = ZDashboardResponse.parse(res.json()).data;
    expect(data.signup_step).toBe('done');
    expect(data.products).toBe(2);
    // (4.2 × 122 + 4.6 × 42) / 164
    expect(data.average_rating).toBe(4.3);
    expect(data.reviews_30d).toEqual({ 1: 1, 2: 1, 3: 1, 4: 0, 5: 2 });
    expect(data.reviews_7d).toBe(3);
    expect(data.falling_products).toEqual([
      {
        asin: FIXTURE_ASINS.board,
        title: 'Bamboo Cutting Board',
        image_url: '/img/board.svg',
        from: 4.3,
        to: 4.2,
      },
    ]);
    expect(data.latest_reviews.map((r) => r.review_id)).toEqual([
      'R6BOTTLE',
      'R5BOTTLE',
      'R1BOARD',
      'R2BOARD',
      'R3BOARD',
    ]);
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1)).toEqual({ date: '2026-11-22', reviews: 0, negative: 0 });
    expect(data.daily.find((d) => d.date === '2026-11-16')).toEqual({
      date: '2026-11-16',
      reviews: 1,
      negative: 1,
    });
    expect(data.requests).toBeNull();
    expect((await get(`/api/review/dashboard?channel_id=${s.rivalStore}`)).statusCode).toBe(403);
  });

  it('carries the last snapshot over days without one, from the first snapshot on, and says when tracking began', async () => {
    // Read on the 5th, the 6th and the 9th only (the sync did not run in between).
    const asin = 'B0SPARSE01';
    await s.t.db.insert(products).values({ channelId: s.store, sku: 'SP-1', asin, title: 'Sparse Lamp' });
    await s.t.db.insert(ratingSnapshots).values([
      { channelId: s.store, asin, snapshotDate: '2026-11-05', average: '4.44', ratingsCount: 50 },
      { channelId: s.store, asin, snapshotDate: '2026-11-06', average: '4.42', ratingsCount: 51 },
      { channelId: s.store, asin, snapshotDate: '2026-11-09', average: '4.26', ratingsCount: 53 },
    ]);
    const history = async (from: string, to: string) => {
      const res = await get(
        `/api/review/products/${asin}/history?channel_id=${s.store}&from=${from}&to=${to}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return ZProductHistoryResponse.parse(res.json()).data;
    };
    const month = await history('2026-11-01', '2026-11-12');
    // Every day of the period is there; none before the first snapshot has a rating, every one after has.
    expect(month.days.map((d) => [d.date.slice(8), d.displayed, d.ratings_count, d.snapshot])).toEqual([
      ['01', null, null, false],
      ['02', null, null, false],
      ['03', null, null, false],
      ['04', null, null, false],
      ['05', 4.4, 50, true],
      ['06', 4.4, 51, true],
      ['07', 4.4, 51, false],
      ['08', 4.4, 51, false],
      ['09', 4.3, 53, true],
      ['10', 4.3, 53, false],
      ['11', 4.3, 53, false],
      ['12', 4.3, 53, false],
    ]);
    expect(month.moves.map((m) => [m.date, m.from, m.to])).toEqual([['2026-11-09', 4.4, 4.3]]);
    // A period starting between two snapshots begins with the earlier one's rating.
    const later = await history('2026-11-08', '2026-11-10');
    expect(later.days.map((d) => d.displayed)).toEqual([4.4, 4.3, 4.3]);
    // Tracking began on the 5th whatever the period shown.
    expect(month.tracked_since).toBe('2026-11-05');
    expect(later.tracked_since).toBe('2026-11-05');
    expect((await history('2025-11-23', '2026-11-22')).tracked_since).toBe('2026-11-05');
  });
  it("reconstructs a new store's history back to the first review, until real snapshots take over", async () => {
    // Connected today (2026-11-22): one snapshot, 4.00 from 20 ratings, and eight reviews averaging 4.0
    // exactly, so the reviews keep their stars and each stands for 20 / 8 = 2.5 ratings.
    const asin = 'B0RECON001';
    await s.t.db.insert(products).values({ channelId: s.store, sku: 'RC-1', asin, title: 'Rebuilt Kettle' });
    await s.t.db
      .insert(ratingSnapshots)
      .values({ channelId: s.store, asin, snapshotDate: '2026-11-22', average: '4.00', ratingsCount: 20 });
    const written: [string, number][] = [
      ['2026-11-01', 5],
      ['2026-11-03', 5],
      ['2026-11-05', 1],
      ['2026-11-10', 5],
      ['2026-11-12', 4],
      ['2026-11-15', 2],
      ['2026-11-20', 5],
      ['2026-11-21', 5],
    ];
    await s.t.db.insert(reviews).values(
      written.map(([date, stars], i) => ({
        channelId: s.store,
        reviewId: `RRECON${i}`,
        asin,
        stars,
        title: `Review ${i}`,
        body: 'Text.',
        reviewDate: date,
        verified: true,
        helpfulVotes: 0,
      })),
    );
    const history = async (from: string) => {
      const res = await get(
        `/api/review/products/${asin}/history?channel_id=${s.store}&from=${from}&to=2026-11-22`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return ZProductHistoryResponse.parse(res.json()).data;
    };
    const row = (d: {
      date: string;
      displayed: number | null;
      ratings_count: number | null;
      reconstructed: boolean;
      snapshot: boolean;
    }) => [
      d.date.slice(5),
      d.displayed,
      d.ratings_count,
      d.reconstructed ? 'rebuilt' : d.snapshot ? 'real' : '-',
    ];
    const rebuilt = await history('2026-10-31');
    expect(rebuilt.first_review_date).toBe('2026-11-01');
    expect(rebuilt.tracked_since).toBe('2026-11-22');
    // Cumulative mean of the stars so far, count = reviews × 2.5 rounded: 5/1, 10/2, 11/3 = 3.67, 16/4,
    // 20/5, 22/6 = 3.67, 27/7 = 3.86, 32/8; then the real snapshot.
    expect(
      rebuilt.days
        .filter((d) => d.date === '2026-10-31' || perDayOf(rebuilt, d.date) > 0 || d.snapshot)
        .map(row),
    ).toEqual([
      ['10-31', null, null, '-'],
      ['11-01', 5, 3, 'rebuilt'],
      ['11-03', 5, 5, 'rebuilt'],
      ['11-05', 3.7, 8, 'rebuilt'],
      ['11-10', 4, 10, 'rebuilt'],
      ['11-12', 4, 13, 'rebuilt'],
      ['11-15', 3.7, 15, 'rebuilt'],
      ['11-20', 3.9, 18, 'rebuilt'],
      ['11-21', 4, 20, 'rebuilt'],
      ['11-22', 4, 20, 'real'],
    ]);
    // A day without reviews carries the day before.
    expect(rebuilt.days.find((d) => d.date === '2026-11-04')).toMatchObject({
      displayed: 5,
      reconstructed: true,
    });
    expect(
      rebuilt.moves.map((m) => [m.date, m.from, m.to, m.reconstructed, m.reviews.map((r) => r.review_id)]),
    ).toEqual([
      ['2026-11-05', 5, 3.7, true, ['RRECON2']],
      ['2026-11-10', 3.7, 4, true, ['RRECON3']],
      ['2026-11-15', 4, 3.7, true, ['RRECON5']],
      ['2026-11-20', 3.7, 3.9, true, ['RRECON6']],
      ['2026-11-21', 3.9, 4, true, ['RRECON7']],
    ]);
    // A period starting inside the rebuilt days begins from the rating rebuilt for the day before it.
    expect((await history('2026-11-13')).moves.map((m) => [m.date, m.from, m.to])).toEqual([
      ['2026-11-15', 4, 3.7],
      ['2026-11-20', 3.7, 3.9],
      ['2026-11-21', 3.9, 4],
    ]);

    // The list's change and the drops/rises it implies come from the rebuilt start: a week back
    // (2026-11-15) the kettle showed 3.7, a month back it had not been rated yet and began at 5.0.
    const kettle = async (period: number) =>
      (await list(`period_days=${period}`)).find((p) => p.asin === asin);
    expect(await kettle(7)).toMatchObject({
      displayed_rating: 4,
      rating_at_start: 3.7,
      change: 0.3,
      start_reconstructed: true,
    });
    expect(await kettle(30)).toMatchObject({ rating_at_start: 5, change: -1, start_reconstructed: true });
    // The fixture's products keep their real starts.
    expect((await list('period_days=7')).filter((p) => p.start_reconstructed).map((p) => p.asin)).toEqual([
      asin,
    ]);

    // A real snapshot found for 2026-11-12 (4.00 from 12 ratings) takes over from that day: the days before
    // are rebuilt to meet it instead (each review now 12 / 5 = 2.4 ratings) and the reviews after no longer
    // move the rating between the real snapshots.
    await s.t.db
      .insert(ratingSnapshots)
      .values({ channelId: s.store, asin, snapshotDate: '2026-11-12', average: '4.00', ratingsCount: 12 });
    const taken = await history('2026-10-31');
    expect(taken.tracked_since).toBe('2026-11-12');
    expect(
      taken.days
        .filter((d) =>
          ['11-01', '11-05', '11-10', '11-12', '11-15', '11-20', '11-22'].includes(d.date.slice(5)),
        )
        .map(row),
    ).toEqual([
      ['11-01', 5, 2, 'rebuilt'],
      ['11-05', 3.7, 7, 'rebuilt'],
      ['11-10', 4, 10, 'rebuilt'],
      ['11-12', 4, 12, 'real'],
      ['11-15', 4, 12, '-'],
      ['11-20', 4, 12, '-'],
      ['11-22', 4, 20, 'real'],
    ]);
    expect(taken.moves.map((m) => [m.date, m.reconstructed])).toEqual([
      ['2026-11-05', true],
      ['2026-11-10', true],
    ]);
    expect(await kettle(7)).toMatchObject({ rating_at_start: 4, change: 0, start_reconstructed: false });
  });
});

function perDayOf(
  history: { days: { date: string; new_reviews: Record<1 | 2 | 3 | 4 | 5, number> }[] },
  date: string,
): number {
  const day = history.days.find((d) => d.date === date);
  return day ? Object.values(day.new_reviews).reduce((a, b) => a + b, 0) : 0;
}
