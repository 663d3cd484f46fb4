import {
  DATE_RANGE_MESSAGES,
  PROFIT_REPORT_COLUMNS,
  SALES_REPORT_COLUMNS,
  ZProfitReportResponse,
  ZSalesReportResponse,
} from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember, insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { insertStore, UK_MARKETPLACE } from '../../testing/channels.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { PROFIT_ASINS, SEEDED_ITEMS, seedProfitStore } from './report-fixtures.ts';

const OCTOBER = 'from=2026-10-01&to=2026-10-31';

describe('Sales and Profit reports', () => {
  let t: TTestApp;
  let token: string;
  let store: string;
  const get = (url: string, as = token) => injectAs(t.app, as, 'GET', url);

  beforeAll(async () => {
    t = await buildTestApp();
    const owner = await insertUser(t.db, { email: 'owner@profit.test', companyName: 'Profit Co' });
    store = await insertStore(t.db, { companyId: owner.companyId, sellerId: 'A1PROFIT' });
    await seedProfitStore(t.db, store);
    // The same seller's UK store, without orders: a marketplace row of its own.
    await insertStore(t.db, {
      companyId: owner.companyId,
      sellerId: 'A1PROFIT',
      marketplaceId: UK_MARKETPLACE,
    });
    await insertMember(t.db, owner, 'blind@profit.test', []);
    await insertMember(t.db, owner, 'viewer@profit.test', ['A1PROFIT'], { permissions: [] });
    await insertUser(t.db, { email: 'rival@rival.test', companyName: 'Rival' });
    token = await signInToken(t.app, 'owner@profit.test', TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('computes profit per ASIN as revenue − fees − ad spend − refunds − COGS, figure by figure', async () => {
    const res = await get(`/api/reports/profit?channel_id=${store}&${OCTOBER}`);
    expect(res.statusCode).toBe(200);
    const { rows, totals, truncated } = ZProfitReportResponse.parse(res.json()).data;
    const byAsin = new Map(rows.map((r) => [r.key, r]));
    const a = byAsin.get(PROFIT_ASINS.a);
    const b = byAsin.get(PROFIT_ASINS.b);
    const c = byAsin.get(PROFIT_ASINS.c);
    // A: revenue 39.98 + 19.99 (O-5 cancelled, O-6 in September); fees 6 + 7 + 3 + 3.5; ads 5.25 + 4.75
    // (1 November and the campaign row left out); refunds 19.99 − 3.00 + 0.60; COGS 3 × 4.00.
    expect(a).toMatchObject({
      units: 3,
      orders: 2,
      revenue_minor: 5997,
      fees_minor: 1950,
      ad_spend_minor: 1000,
      refunds_minor: 1759,
      cogs_minor: 1200,
      profit_minor: 5997 - 1950 - 1000 - 1759 - 1200,
      rating: 4.4,
      ratings_count: 120,
      reviews: 2,
      label: 'Bamboo board',
      currency: 'USD',
    });
    expect(a?.profit_minor).toBe(88);
    // B: O-1 and O-7 (31 October in Los Angeles); fees 3.75 + 5.50 + 3.75; ads 8.10; the November
    // refund is not October's; COGS 2 × 10.00.
    expect(b).toMatchObject({
      units: 2,
      revenue_minor: 5000,
      fees_minor: 1300,
      ad_spend_minor: 810,
      refunds_minor: 0,
      cogs_minor: 2000,
      profit_minor: 890,
      rating: null,
      reviews: 0,
    });
    // C: two SKUs, each with its cost: 3 × 2.50 + 1 × 3.00.
    expect(c).toMatchObject({
      units: 4,
      revenue_minor: 4250,
      fees_minor: 1538,
      ad_spend_minor: 0,
      cogs_minor: 1050,
      profit_minor: 4250 - 1538 - 1050,
    });
    expect(c?.profit_minor).toBe(1662);
    expect(c?.margin).toBe(39.1);

    // The sources behind A's figures.
    expect(a?.sources.orders).toEqual({ count: 2, ids: ['O-1', 'O-2'] });
    expect(a?.sources.fees).toEqual([
      { type: 'FBAPerUnitFulfillmentFee', amount_minor: 1050 },
      { type: 'Commission', amount_minor: 900 },
    ]);
    expect(a?.sources.refunds).toEqual([
      { type: 'charge: Principal', amount_minor: 1999 },
      { type: 'fee: RefundCommission', amount_minor: 60 },
      { type: 'fee: Commission', amount_minor: -300 },
    ]);
    expect(a?.sources.ads).toEqual([
      { campaign_id: 'C-1', campaign_name: 'Boards exact', spend_minor: 1000 },
    ]);
    expect(a?.sources.cogs).toEqual([{ sku: 'SKU-A', units: 3, unit_cost_minor: 400, total_minor: 1200 }]);

    // D sold without a unit cost: its COGS and profit are unknown, not 0, and so is the total's profit.
    const d = byAsin.get(PROFIT_ASINS.d);
    expect(d).toMatchObject({
      cogs_minor: null,
      profit_minor: null,
      margin: null,
      cogs_missing_skus: ['SKU-D'],
    });
    expect(totals).toMatchObject({
      key: 'total',
      units: 10,
      orders: 6,
      revenue_minor: 5997 + 5000 + 4250 + 1000,
      fees_minor: 1950 + 1300 + 1538,
      ad_spend_minor: 1810,
      refunds_minor: 1759,
      cogs_minor: null,
      profit_minor: null,
      cogs_missing_skus: ['SKU-D'],
    });
    expect(truncated).toBe(false);
    // Highest revenue first.
    expect(rows.map((r) => r.key)).toEqual([PROFIT_ASINS.a, PROFIT_ASINS.b, PROFIT_ASINS.c, PROFIT_ASINS.d]);
  });

  it('totals profit once every sold SKU has a cost, and narrows to one ASIN', async () => {
    const only = ZProfitReportResponse.parse(
      (
        await get(`/api/reports/profit?channel_id=${store}&${OCTOBER}&asin=${PROFIT_ASINS.c.toLowerCase()}`)
      ).json(),
    ).data;
    expect(only.rows.map((r) => r.key)).toEqual([PROFIT_ASINS.c]);
    expect(only.totals).toMatchObject({ orders: 2, profit_minor: 1662, cogs_minor: 1050 });
  });

  it('sums sales to exactly the order items of the period, by day, ASIN and month', async () => {
    // By hand from the seed: not cancelled, placed on an October day in Los Angeles.
    const counted = SEEDED_ITEMS.filter(
      (i) =>
        i.status !== 'Canceled' &&
        i.purchased >= '2026-10-01T07:00:00Z' &&
        i.purchased < '2026-11-01T07:00:00Z',
    );
    const units = counted.reduce((n, i) => n + i.qty, 0);
    const revenue = counted.reduce((n, i) => n + Math.round(Number(i.price) * 100), 0);
    const orders = new Set(counted.map((i) => i.order)).size;

    const days = ZSalesReportResponse.parse(
      (await get(`/api/reports/sales?channel_id=${store}&${OCTOBER}&group_by=day`)).json(),
    ).data;
    expect(days.totals).toMatchObject({ units, orders, revenue_minor: revenue, currency: 'USD' });
    expect(days.totals).toMatchObject({ units: 10, orders: 6, revenue_minor: 16247 });
    expect(days.rows.reduce((n, r) => n + (r.revenue_minor ?? 0), 0)).toBe(revenue);
    expect(days.rows.reduce((n, r) => n + r.units, 0)).toBe(units);
    // 31 October holds O-7 (1 November in UTC); 25 October the refund; 26 October the return.
    const day = new Map(days.rows.map((r) => [r.key, r]));
    expect(day.get('2026-10-31')).toMatchObject({
      units: 1,
      orders: 1,
      revenue_minor: 2500,
      label: 'Oct 31, 2026',
    });
    expect(day.get('2026-10-25')).toMatchObject({ units: 0, refunds: 1, refunded_minor: 1999 });
    expect(day.get('2026-10-26')).toMatchObject({ returned_units: 1 });
    expect(days.totals).toMatchObject({ refunds: 1, refunded_minor: 1999, returned_units: 1 });

    const asins = ZSalesReportResponse.parse(
      (await get(`/api/reports/sales?channel_id=${store}&${OCTOBER}&group_by=asin`)).json(),
    ).data.rows;
    expect(asins.find((r) => r.key === PROFIT_ASINS.a)).toMatchObject({
      label: 'Bamboo board',
      units: 3,
      orders: 2,
      revenue_minor: 5997,
      refunds: 1,
      refunded_minor: 1999,
      returned_units: 1,
    });
    // O-1 holds A and B: one order in the total, one in each ASIN's row.
    expect(asins.reduce((n, r) => n + r.orders, 0)).toBe(7);

    const months = ZSalesReportResponse.parse(
      (await get(`/api/reports/sales?channel_id=${store}&${OCTOBER}&group_by=month`)).json(),
    ).data.rows;
    expect(months).toEqual([
      expect.objectContaining({ key: '2026-10-01', label: 'October 2026', units, revenue_minor: revenue }),
    ]);
  });

  it("puts the seller's marketplaces side by side, each in its currency", async () => {
    const { rows, totals } = ZSalesReportResponse.parse(
      (await get(`/api/reports/sales?channel_id=${store}&${OCTOBER}&group_by=marketplace`)).json(),
    ).data;
    expect(rows.map((r) => [r.currency, r.units, r.revenue_minor])).toEqual(
      expect.arrayContaining([
        ['USD', 10, 16247],
        ['GBP', 0, 0],
      ]),
    );
    // Dollars and pounds do not add up: the total's money is left out, its units are not.
    expect(totals).toMatchObject({ units: 10, currency: null, revenue_minor: null });
  });

  it('exports the same rows as CSV and XLSX', async () => {
    const csv = await get(`/api/reports/profit/export?channel_id=${store}&${OCTOBER}&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(PROFIT_REPORT_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `${PROFIT_ASINS.a},Bamboo board,USD,3,2,59.97,19.5,10,17.59,12,0.88,1.5,,4.4,120,2`,
    );
    expect(lines.at(-1)).toMatch(/^total,Total,USD,10,6,162.47,47.88,18.1,17.59,,,,SKU-D,,,$/);
    const xlsx = await get(
      `/api/reports/sales/export?channel_id=${store}&${OCTOBER}&group_by=month&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    const salesCsv = await get(
      `/api/reports/sales/export?channel_id=${store}&${OCTOBER}&group_by=month&format=csv`,
    );
    expect(
      salesCsv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual([
      SALES_REPORT_COLUMNS.join(','),
      '2026-10-01,October 2026,USD,10,6,162.47,1,19.99,1',
      'total,Total,USD,10,6,162.47,1,19.99,1',
    ]);
  });

  it("refuses another company's user, a member without the store, and an export without the permission", async () => {
    const rival = await signInToken(t.app, 'rival@rival.test', TEST_PASSWORD);
    const blind = await signInToken(t.app, 'blind@profit.test', TEST_PASSWORD);
    const viewer = await signInToken(t.app, 'viewer@profit.test', TEST_PASSWORD);
    for (const path of ['/api/reports/sales', '/api/reports/profit']) {
      expect((await get(`${path}?channel_id=${store}&${OCTOBER}`, rival)).statusCode).toBe(403);
      expect((await get(`${path}?channel_id=${store}&${OCTOBER}`, blind)).statusCode).toBe(403);
      expect((await get(`${path}?channel_id=${store}&${OCTOBER}`, viewer)).statusCode).toBe(200);
      const exported = await get(`${path}/export?channel_id=${store}&${OCTOBER}&format=csv`, viewer);
      expect(exported.statusCode).toBe(403);
      expect(exported.json()).toMatchObject({ error: true });
    }
    expect((await get(`/api/reports/profit?${OCTOBER}`)).statusCode).toBe(400);
  });

  it('answers bad periods with a 400 in the envelope', async () => {
    const inverted = await get(`/api/reports/profit?channel_id=${store}&from=2026-10-31&to=2026-10-01`);
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json()).toEqual({
      error: true,
      message: `querystring: ${DATE_RANGE_MESSAGES.inverted}`,
    });
    const tooLong = await get(`/api/reports/sales?channel_id=${store}&from=2020-01-01&to=2026-10-01`);
    expect(tooLong.statusCode).toBe(400);
    expect((await get(`/api/reports/sales?channel_id=${store}&${OCTOBER}&group_by=year`)).statusCode).toBe(
      400,
    );
  });

  it('answers an empty period with no rows and zero totals', async () => {
    const sales = ZSalesReportResponse.parse(
      (
        await get(`/api/reports/sales?channel_id=${store}&from=2025-01-01&to=2025-01-31&group_by=week`)
      ).json(),
    ).data;
    expect(sales.rows).toEqual([]);
    expect(sales.totals).toMatchObject({ units: 0, orders: 0, revenue_minor: 0 });
    const profit = ZProfitReportResponse.parse(
      (await get(`/api/reports/profit?channel_id=${store}&from=2025-01-01&to=2025-01-31`)).json(),
    ).data;
    expect(profit.rows).toEqual([]);
    expect(profit.totals).toMatchObject({ revenue_minor: 0, profit_minor: 0, cogs_minor: 0 });
  });
});
