import { REPORT_COLUMNS, ZReportResponse } from '@seller-tools/contract';
import { and, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ratingSnapshots, reviews } from '../../db/schema/index.ts';
import { acmeReviewsSuite } from '../../testing/acme-reviews-suite.ts';
import { insertStore } from '../../testing/channels.ts';
import { FIXTURE_ASINS } from '../../testing/review-fixtures.ts';

/** The first sheet of an XLSX, read by exceljs's reader (a separate code path from the writer). */
async function readSheet(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // Its typings take an ArrayBuffer (they declare their own Buffer).
  await workbook.xlsx.load(new Uint8Array(buffer).buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  return sheet;
}

/** A review of `stars` on `reviewDate`: what the report counts (its text is no part of it). */
const reviewRow = (channelId: string, reviewId: string, asin: string, stars: number, reviewDate: string) => ({
  channelId,
  reviewId,
  asin,
  stars,
  title: 'Review',
  body: 'A review',
  reviewDate,
  verified: true,
  helpfulVotes: 0,
});

describe('reports API and exports', () => {
  const s = acmeReviewsSuite();
  const { get } = s;

  it('groups reviews by month with stars, averages and the rating at the end', async () => {
    const res = await get(
      `/api/review/report?channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=month`,
    );
    expect(res.statusCode).toBe(200);
    const { rows, totals } = ZReportResponse.parse(res.json()).data;
    expect(rows.map((r) => [r.key, r.label, r.reviews, r.average_stars, r.verified])).toEqual([
      ['2026-10-01', 'October 2026', 1, 4, 1],
      ['2026-11-01', 'November 2026', 5, 3.2, 4],
    ]);
    // 2026-11-22: (4.24 × 122 + 4.61 × 42) / 164 = 4.33 → 4.3
    expect(rows[1]?.rating_end).toBe(4.3);
    expect(totals).toMatchObject({ key: 'total', reviews: 6, stars: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 2 } });
  });

  it('counts the reviews Amazon removed, per row and in the total', async () => {
    await s.t.db
      .update(reviews)
      .set({ removedAt: new Date('2026-11-22T10:00:00Z') })
      .where(and(eq(reviews.channelId, s.store), inArray(reviews.reviewId, ['R5BOTTLE', 'R2BOARD'])));
    try {
      const byMonth = ZReportResponse.parse(
        (
          await get(`/api/review/report?channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=month`)
        ).json(),
      ).data;
      expect(byMonth.rows.map((r) => [r.key, r.reviews, r.removed])).toEqual([
        ['2026-10-01', 1, 0],
        ['2026-11-01', 5, 2],
      ]);
      expect(byMonth.totals.removed).toBe(2);
      const byAsin = ZReportResponse.parse(
        (
          await get(`/api/review/report?channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=asin`)
        ).json(),
      ).data.rows;
      expect(byAsin.map((r) => [r.key, r.removed])).toEqual([
        [FIXTURE_ASINS.board, 1],
        [FIXTURE_ASINS.bottle, 1],
      ]);
      const byMarketplace = ZReportResponse.parse(
        (
          await get(
            `/api/review/report?channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=marketplace`,
          )
        ).json(),
      ).data;
      expect(byMarketplace.totals.removed).toBe(2);
    } finally {
      await s.t.db.update(reviews).set({ removedAt: null }).where(eq(reviews.channelId, s.store));
    }
  });

  it('groups by week (Monday) and by ASIN, optionally one ASIN', async () => {
    const weeks = ZReportResponse.parse(
      (
        await get(`/api/review/report?channel_id=${s.store}&from=2026-11-01&to=2026-11-22&group_by=week`)
      ).json(),
    ).data.rows;
    expect(weeks.map((r) => [r.key, r.reviews])).toEqual([
      ['2026-11-09', 2],
      ['2026-11-16', 3],
    ]);
    expect(weeks[0]?.label).toBe('Week of Nov 9, 2026');
    const asins = ZReportResponse.parse(
      (
        await get(`/api/review/report?channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=asin`)
      ).json(),
    ).data.rows;
    expect(asins.map((r) => [r.key, r.label, r.reviews, r.rating_end])).toEqual([
      [FIXTURE_ASINS.board, 'Bamboo Cutting Board', 4, 4.2],
      [FIXTURE_ASINS.bottle, 'Steel Water Bottle', 2, 4.6],
    ]);
    const one = ZReportResponse.parse(
      (
        await get(
          `/api/review/report?channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=day&asin=${FIXTURE_ASINS.bottle}`,
        )
      ).json(),
    ).data.rows;
    expect(one.map((r) => r.key)).toEqual(['2026-11-20', '2026-11-21']);
    expect(
      (await get(`/api/review/report?channel_id=${s.store}&from=2026-11-22&to=2026-11-01`)).statusCode,
    ).toBe(400);
    expect((await get(`/api/review/report?channel_id=${s.store}&from=2026-11-01`)).statusCode).toBe(400);
  });

  it('gives every week the rating at its end: the last snapshot at or before it, weighted over ASINs', async () => {
    // A store read on a few days only: lamp on 3 and 18 Nov, fan on 10 Nov. Reviews in four weeks, the
    // first of them before any snapshot.
    const sparse = await insertStore(s.t.db, { companyId: s.companyId, sellerId: 'A1SPARSE' });
    const review = (reviewId: string, asin: string, stars: number, reviewDate: string) =>
      reviewRow(sparse, reviewId, asin, stars, reviewDate);
    await s.t.db
      .insert(reviews)
      .values([
        review('RS1', 'B0LAMP0001', 5, '2026-10-28'),
        review('RS2', 'B0LAMP0001', 5, '2026-11-04'),
        review('RS3', 'B0FAN00001', 1, '2026-11-12'),
        review('RS4', 'B0LAMP0001', 2, '2026-11-19'),
      ]);
    const snapshot = (asin: string, snapshotDate: string, average: string, ratingsCount: number) => ({
      channelId: sparse,
      asin,
      snapshotDate,
      average,
      ratingsCount,
    });
    await s.t.db
      .insert(ratingSnapshots)
      .values([
        snapshot('B0LAMP0001', '2026-11-03', '4.44', 50),
        snapshot('B0FAN00001', '2026-11-10', '3.00', 50),
        snapshot('B0LAMP0001', '2026-11-18', '4.26', 52),
      ]);
    const report = async (query: string) => {
      const res = await get(`/api/review/report?channel_id=${sparse}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return ZReportResponse.parse(res.json()).data;
    };
    const weeks = await report('from=2026-10-26&to=2026-11-22&group_by=week');
    expect(weeks.rows.map((r) => [r.key, r.reviews, r.rating_end])).toEqual([
      // Before the first snapshot nothing is known.
      ['2026-10-26', 1, null],
      // The lamp's 4.44 of the 3rd.
      ['2026-11-02', 1, 4.4],
      // Lamp 4.44 (carried from the 3rd) and fan 3.00, 50 ratings each: 3.72.
      ['2026-11-09', 1, 3.7],
      // (4.26 × 52 + 3.00 × 50) / 102 = 3.64.
      ['2026-11-16', 1, 3.6],
    ]);
    expect(weeks.totals.rating_end).toBe(3.6);
    // By month and for one ASIN alike; the total is the rating at the range's end even when the last
    // period with reviews ended before it.
    const lamp = await report('from=2026-10-01&to=2026-11-30&group_by=day&asin=B0LAMP0001');
    expect(lamp.rows.map((r) => [r.key, r.rating_end])).toEqual([
      ['2026-10-28', null],
      ['2026-11-04', 4.4],
      ['2026-11-19', 4.3],
    ]);
    const fan = await report('from=2026-11-01&to=2026-11-30&group_by=month&asin=B0FAN00001');
    expect(fan.rows.map((r) => [r.key, r.rating_end])).toEqual([['2026-11-01', 3]]);
    const early = await report('from=2026-11-01&to=2026-11-22&group_by=week&asin=B0LAMP0001');
    expect(early.rows.at(-1)?.rating_end).toBe(4.3);
    const lampOnly = await report('from=2026-11-01&to=2026-11-12&group_by=week&asin=B0LAMP0001');
    expect(lampOnly.rows.map((r) => [r.key, r.rating_end])).toEqual([['2026-11-02', 4.4]]);
    expect(lampOnly.totals.rating_end).toBe(4.4);
  });

  it("puts the seller's marketplaces side by side, and no other seller's store", async () => {
    const uk = await insertStore(s.t.db, {
      companyId: s.companyId,
      sellerId: 'A1ACME',
      marketplaceId: 'A1F83G8C2ARO7P',
    });
    const other = await insertStore(s.t.db, {
      companyId: s.companyId,
      sellerId: 'A1OTHER',
      marketplaceId: 'A1PA6795UKMFR9',
    });
    const review = (channelId: string, reviewId: string, stars: number, reviewDate: string) =>
      reviewRow(channelId, reviewId, FIXTURE_ASINS.bottle, stars, reviewDate);
    await s.t.db
      .insert(reviews)
      .values([
        review(uk, 'RUK1', 5, '2026-11-10'),
        review(uk, 'RUK2', 2, '2026-09-01'),
        review(other, 'RDE1', 1, '2026-11-10'),
      ]);
    await s.t.db.insert(ratingSnapshots).values([
      {
        channelId: uk,
        asin: FIXTURE_ASINS.bottle,
        snapshotDate: '2026-11-20',
        average: '4.84',
        ratingsCount: 10,
      },
      {
        channelId: uk,
        asin: FIXTURE_ASINS.bottle,
        snapshotDate: '2026-11-23',
        average: '3.10',
        ratingsCount: 11,
      },
    ]);
    const query = `channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=marketplace`;
    const { rows, totals } = ZReportResponse.parse((await get(`/api/review/report?${query}`)).json()).data;
    // The UK review of September is outside the range, and so is its snapshot of the 23rd.
    expect(rows.map((r) => [r.key, r.label, r.reviews, r.stars[5], r.rating_end])).toEqual([
      ['uk', 'United Kingdom', 1, 1, 4.8],
      ['us', 'United States', 6, 2, 4.3],
    ]);
    // The total weighs each store's rating by its ratings count, as each row weighs its ASINs:
    // (4.84 × 10 + 4.24 × 122 + 4.61 × 42) / 174 = 4.36 → 4.4.
    expect(totals).toMatchObject({ reviews: 7, stars: { 1: 1, 2: 1, 3: 1, 4: 1, 5: 3 }, rating_end: 4.4 });
    // The same rows from the UK store, and in the export.
    const fromUk = ZReportResponse.parse(
      (await get(`/api/review/report?${query.replace(s.store, uk)}`)).json(),
    ).data.rows;
    expect(fromUk).toEqual(rows);
    const csv = await get(`/api/review/report/export?${query}&format=csv`);
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')[1],
    ).toBe('uk,United Kingdom,1,1,0,0,0,0,5,1,0,4.8');
  });

  it('exports the same rows as CSV and as XLSX', async () => {
    const query = `channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=asin`;
    const csv = await get(`/api/review/report/export?${query}&format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="reviews-us-asin-2026-10-01-2026-11-22.csv"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(REPORT_COLUMNS.join(','));
    expect(lines[1]).toBe(`${FIXTURE_ASINS.board},Bamboo Cutting Board,4,1,1,0,1,1,3,3,0,4.2`);
    // Stars from 5 down to 1, in the order of the screen's columns.
    expect(lines[0]).toContain('Reviews,5 stars,4 stars,3 stars,2 stars,1 star,');
    expect(lines[3]).toBe('total,Total,6,2,1,1,1,1,3.33,5,0,');

    const xlsx = await get(`/api/review/report/export?${query}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await readSheet(xlsx.rawPayload);
    expect(sheet.name).toBe('Reviews report');
    expect(sheet.getRow(1).values).toEqual([undefined, ...REPORT_COLUMNS]);
    expect(sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getCell('A2').font?.bold).toBeFalsy();
    // The header stays in view when scrolling.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    // Text is text and counts and averages are number cells, the same row as the CSV's.
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B2').value).toBe('Bamboo Cutting Board');
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(2).values).toEqual([
      undefined,
      FIXTURE_ASINS.board,
      'Bamboo Cutting Board',
      ...[4, 1, 1, 0, 1, 1, 3, 3, 0, 4.2],
    ]);
    expect(sheet.getCell('L2').type).toBe(ExcelJS.ValueType.Number);
    // The total has no rating by ASIN: an empty cell, not a zero.
    expect(sheet.getCell('I4').value).toBe(3.33);
    expect(sheet.getCell('L4').type).toBe(ExcelJS.ValueType.Null);
    // Columns as wide as their longest value: the label column fits "Bamboo Cutting Board", and the
    // first fits its header.
    expect(sheet.getColumn(1).width).toBe(29);
    expect(sheet.getColumn(2).width).toBe(22);
    // "Reviews" (9) is the sheet's default width; "Average stars" fits its header.
    expect(sheet.getColumn(3).width ?? sheet.properties.defaultColWidth).toBe(9);
    expect(sheet.getColumn(9).width).toBe(15);

    // By period the first column holds dates: date cells with a date format, written as before in the CSV.
    const monthly = `channel_id=${s.store}&from=2026-10-01&to=2026-11-22&group_by=month`;
    const months = await readSheet(
      (await get(`/api/review/report/export?${monthly}&format=xlsx`)).rawPayload,
    );
    expect(months.getCell('A2').type).toBe(ExcelJS.ValueType.Date);
    expect(months.getCell('A2').value).toEqual(new Date('2026-10-01T00:00:00Z'));
    expect(months.getCell('A3').value).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(months.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect(months.getCell('B2').value).toBe('October 2026');
    expect(months.getCell('A4').value).toBe('total');
    const monthsCsv = (await get(`/api/review/report/export?${monthly}&format=csv`)).body.split('\r\n');
    expect(monthsCsv[1]).toMatch(/^2026-10-01,October 2026,1,/);
    expect((await get(`/api/review/report/export?${query}&format=pdf`)).statusCode).toBe(400);
  });
});
