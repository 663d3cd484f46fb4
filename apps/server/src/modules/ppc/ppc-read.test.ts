import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adsDailyMetrics, adsKeywords, companyPlans, orders, plans, users } from '../../db/schema/index.ts';
import { insertStore } from '../../testing/channels.ts';
import { injectAs, insertSignedInUser } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { seedAds } from './testing/ads-account.ts';

// Hand-computed figures over 2026-11-01..02 (the test clock is 2026-11-22). Campaign C1 spends $12.50 and
// $7.50 with $50.00 of 7-day sales (4 orders; 1-day: $30.00, 2 orders) on 1 500 impressions and 35 clicks;
// C2 has 200 impressions and nothing else; a day outside the period (10-31) must not count.

let t: TTestApp;
let token: string;
let channelId: string;
let otherStore: string;
let userId: string;

async function seed(): Promise<void> {
  const db = t.db;
  const C1 = { impressions: 1000, clicks: 25, cost: '12.50', sales7d: '50.00', purchases7d: 4 };
  const C1_DAY2 = { impressions: 500, clicks: 10, cost: '7.50' };
  const OUTSIDE = { day: '2026-10-31', impressions: 9999, clicks: 99, cost: '99.00' };
  await seedAds(db, channelId, {
    profileId: 'P1',
    campaigns: [
      { id: 'C1', name: 'Mugs exact', targetingType: 'MANUAL', budget: '20.00' },
      { id: 'C2', name: 'Auto all', targetingType: 'AUTO', state: 'PAUSED', budget: '10.50' },
    ],
    adGroups: [
      { id: 'G1', campaign: 'C1', name: 'Mugs', defaultBid: '0.60' },
      { id: 'G2', campaign: 'C2', name: 'Auto', defaultBid: '0.40' },
    ],
    keywords: [
      { id: 'K1', adGroup: 'G1', keywordText: 'blue mug', matchType: 'EXACT', bid: '0.75' },
      { id: 'K2', adGroup: 'G1', keywordText: 'mug', matchType: 'BROAD', state: 'PAUSED', bid: '0.50' },
    ],
    targets: [
      { id: 'T1', adGroup: 'G2', expressionType: 'AUTO', expression: [{ type: 'QUERY_HIGH_REL_MATCHES' }] },
    ],
    productAds: [
      { id: 'A1', adGroup: 'G1', asin: 'B00000MUG1', sku: 'MUG-1' },
      { id: 'A2', adGroup: 'G2', asin: 'B00000MUG2', sku: 'MUG-2' },
    ],
    metrics: [
      { of: 'C1', day: '2026-11-01', ...C1, sales1d: '30.00', purchases1d: 2 },
      { of: 'C1', day: '2026-11-02', ...C1_DAY2, sales7d: '0', purchases7d: 0, sales1d: '0', purchases1d: 0 },
      { of: 'C1', ...OUTSIDE, sales7d: '99.00', purchases7d: 1 },
      { of: 'C2', day: '2026-11-02', impressions: 200 },
      {
        of: 'K1',
        day: '2026-11-01',
        impressions: 600,
        clicks: 15,
        cost: '9.00',
        sales7d: '50.00',
        purchases7d: 4,
      },
      {
        of: 'K2',
        day: '2026-11-01',
        impressions: 400,
        clicks: 10,
        cost: '3.50',
        sales7d: '0',
        purchases7d: 0,
      },
      { of: 'K2', day: '2026-11-02', ...C1_DAY2 },
      { of: 'K1', ...OUTSIDE },
      { of: 'T1', day: '2026-11-02', impressions: 200 },
      { of: 'A1', day: '2026-11-01', ...C1 },
      { of: 'A1', day: '2026-11-02', ...C1_DAY2 },
    ],
  });
  // Orders around the PPC time zone's midnights (America/Los_Angeles: PDT until 2026-11-01 02:00, then PST).
  const order = (id: string, at: string, total: string, status = 'Shipped') => ({
    channelId,
    amazonOrderId: id,
    status,
    purchaseDate: new Date(at),
    lastUpdateDate: new Date(at),
    orderTotal: total,
    currency: 'USD',
  });
  await db.insert(orders).values([
    order('O-in-first', '2026-11-01T08:30:00Z', '100.00'), // 01:30 PDT Nov 1
    order('O-in-last', '2026-11-03T07:30:00Z', '60.00'), // 23:30 PST Nov 2
    order('O-after', '2026-11-03T08:30:00Z', '1000.00'), // 00:30 PST Nov 3
    order('O-before', '2026-11-01T06:30:00Z', '40.00'), // 23:30 PDT Oct 31
    order('O-cancelled', '2026-11-01T20:00:00Z', '500.00', 'Canceled'),
  ]);
}

const RANGE = 'from=2026-11-01&to=2026-11-02';
/** Campaign C1 over the period, in minor units; the whole account adds C2's 200 impressions. */
const C1_PERIOD = {
  impressions: 1500,
  clicks: 35,
  spend: 2000,
  sales: 5000,
  orders: 4,
  acos: 0.4,
  roas: 2.5,
};
const ACCOUNT_PERIOD = { ...C1_PERIOD, impressions: 1700 };
const get = (path: string, as = token) => injectAs(t.app, as, 'GET', path);

beforeAll(async () => {
  t = await buildTestApp();
  const user = await insertSignedInUser(t.app, t.db, {
    email: 'ppc@example.com',
    roles: ['advertising-admin'],
  });
  token = user.token;
  userId = user.id;
  channelId = await insertStore(t.db, { companyId: user.companyId, sellerId: 'SELLERPPC' });
  const other = await insertSignedInUser(t.app, t.db, {
    email: 'other@example.com',
    roles: ['advertising-admin'],
  });
  otherStore = await insertStore(t.db, { companyId: other.companyId, sellerId: 'SELLEROTHER' });
  await seed();
});
afterAll(async () => {
  await t?.close();
});

describe('who may read PPC', () => {
  it('answers 401 without a session and 403 without the role', async () => {
    expect((await get(`/api/ppc/campaigns?channel_id=${channelId}`, '')).statusCode).toBe(401);
    const plain = await insertSignedInUser(t.app, t.db, { email: 'plain@example.com' });
    const store = await insertStore(t.db, { companyId: plain.companyId, sellerId: 'SELLERPLAIN' });
    expect((await get(`/api/ppc/campaigns?channel_id=${store}`, plain.token)).statusCode).toBe(403);
    expect((await get(`/api/ppc/overview?channel_id=${store}`, plain.token)).statusCode).toBe(403);
  });

  it("refuses another company's store", async () => {
    expect((await get(`/api/ppc/campaigns?channel_id=${otherStore}`)).statusCode).toBe(403);
  });

  it('lets a user of a company on a plan with the ppc module in, and user info shows the role', async () => {
    const member = await insertSignedInUser(t.app, t.db, { email: 'member@example.com' });
    const store = await insertStore(t.db, { companyId: member.companyId, sellerId: 'SELLERMEMBER' });
    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'ppc'));
    if (!plan) throw new Error('the ppc plan is not seeded');
    await t.db.insert(companyPlans).values({ companyId: member.companyId, planId: plan.id });
    const res = await get(`/api/ppc/campaigns?channel_id=${store}`, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ items: [], total_count: 0, totals: { spend: 0, acos: null } });
    const me = await get('/api/user', member.token);
    expect(me.json().data.role).toContain('advertising-admin');
  });
});

describe('GET /api/ppc/campaigns', () => {
  it('sums each campaign over the period, ratios recomputed, zero denominators null', async () => {
    const res = await get(`/api/ppc/campaigns?channel_id=${channelId}&${RANGE}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      currency: 'USD',
      from: '2026-11-01',
      to: '2026-11-02',
      attribution: 7,
      total_count: 2,
      next_cursor: null,
    });
    const [c1, c2] = data.items;
    expect(c1).toMatchObject({
      campaign_id: 'C1',
      name: 'Mugs exact',
      state: 'ENABLED',
      targeting_type: 'MANUAL',
      daily_budget: 2000,
      ...C1_PERIOD,
    });
    expect(c1.cpc).toBeCloseTo(2000 / 35, 10);
    expect(c1.ctr).toBeCloseTo(35 / 1500, 10);
    expect(c1.cvr).toBeCloseTo(4 / 35, 10);
    expect(c2).toMatchObject({
      campaign_id: 'C2',
      daily_budget: 1050,
      impressions: 200,
      clicks: 0,
      spend: 0,
      acos: null,
      roas: null,
      cpc: null,
      ctr: 0,
      cvr: null,
    });
    expect(data.totals).toMatchObject({ ...ACCOUNT_PERIOD, daily_budget: 3050 });
    expect(data.totals.ctr).toBeCloseTo(35 / 1700, 10);
  });

  it('uses the chosen attribution window', async () => {
    const data = (await get(`/api/ppc/campaigns?channel_id=${channelId}&${RANGE}&attribution=1`)).json().data;
    expect(data.items[0]).toMatchObject({ campaign_id: 'C1', sales: 3000, orders: 2 });
    expect(data.items[0].acos).toBeCloseTo(2000 / 3000, 10);
    expect((await get(`/api/ppc/campaigns?channel_id=${channelId}&attribution=3`)).statusCode).toBe(400);
  });

  it('filters by state and targeting type, and refuses a forged cursor with 400', async () => {
    const paused = (await get(`/api/ppc/campaigns?channel_id=${channelId}&${RANGE}&state=PAUSED`)).json()
      .data;
    expect(paused.items.map((c: { campaign_id: string }) => c.campaign_id)).toEqual(['C2']);
    expect(paused.totals).toMatchObject({ spend: 0, impressions: 200, daily_budget: 1050 });
    const manual = (
      await get(`/api/ppc/campaigns?channel_id=${channelId}&${RANGE}&targeting_type=MANUAL`)
    ).json().data;
    expect(manual.total_count).toBe(1);
    const bad = await get(`/api/ppc/campaigns?channel_id=${channelId}&${RANGE}&cursor=nonsense`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('drill-down tables', () => {
  it('ad groups carry their keywords and targets', async () => {
    const data = (await get(`/api/ppc/ad-groups?channel_id=${channelId}&${RANGE}`)).json().data;
    expect(data.items[0]).toMatchObject({
      ad_group_id: 'G1',
      campaign_name: 'Mugs exact',
      default_bid: 60,
      spend: 2000,
      sales: 5000,
      clicks: 35,
    });
    expect(data.items[1]).toMatchObject({ ad_group_id: 'G2', spend: 0, impressions: 200 });
  });

  it('keywords and targets: sort, keyset pages, filters and totals of every matching row', async () => {
    const base = `/api/ppc/keywords?channel_id=${channelId}&${RANGE}`;
    const first = (await get(`${base}&limit=2`)).json().data;
    expect(first.items.map((k: { target_id: string }) => k.target_id)).toEqual(['K2', 'K1']);
    expect(first.items[0]).toMatchObject({
      text: 'mug',
      match_type: 'BROAD',
      kind: 'keyword',
      spend: 1100,
      sales: 0,
      acos: null,
      bid: 50,
    });
    expect(first.items[1]).toMatchObject({
      text: 'blue mug',
      spend: 900,
      sales: 5000,
      acos: 0.18,
      ad_group_name: 'Mugs',
    });
    expect(first.totals).toMatchObject({ spend: 2000, sales: 5000, impressions: 1700, acos: 0.4 });
    expect(first.total_count).toBe(3);
    const second = (await get(`${base}&limit=2&cursor=${first.next_cursor}`)).json().data;
    expect(second.items).toEqual([
      expect.objectContaining({
        target_id: 'T1',
        kind: 'target',
        text: 'QUERY_HIGH_REL_MATCHES',
        match_type: 'TARGETING_EXPRESSION_PREDEFINED',
      }),
    ]);
    expect(second.next_cursor).toBeNull();
    const asc = (await get(`${base}&sort=acos&dir=asc`)).json().data;
    expect(asc.items.map((k: { target_id: string }) => k.target_id)).toEqual(['K2', 'T1', 'K1']); // no ACoS (no sales) first, ties by id
    const clicked = (await get(`${base}&min_clicks=1&max_orders=0`)).json().data;
    expect(clicked.items.map((k: { target_id: string }) => k.target_id)).toEqual(['K2']);
    expect(clicked.totals).toMatchObject({ spend: 1100, clicks: 20, cpc: 55 });
    expect((await get(`${base}&q=blue`)).json().data.total_count).toBe(1);
    expect((await get(`${base}&match_type=EXACT,BROAD&ad_group_id=G1`)).json().data.total_count).toBe(2);
    expect(
      (await get(`${base}&max_acos=0.2`)).json().data.items.map((k: { target_id: string }) => k.target_id),
    ).toEqual(['K1']);
  });

  it('answers a change to the Ads rows at the next request, although the summed rows are kept', async () => {
    const url = `/api/ppc/keywords?channel_id=${channelId}&${RANGE}&sort=name&dir=asc`;
    const k1 = async () =>
      (await get(url)).json().data.items.find((k: { target_id: string }) => k.target_id === 'K1');
    const setK1 = (set: { bid: string; state: string }) =>
      t.db.update(adsKeywords).set(set).where(eq(adsKeywords.keywordId, 'K1'));
    const setK1Clicks = (clicks: number) =>
      t.db
        .update(adsDailyMetrics)
        .set({ clicks })
        .where(and(eq(adsDailyMetrics.entityId, 'K1'), eq(adsDailyMetrics.day, '2026-11-01')));
    expect(await k1()).toMatchObject({ bid: 75, state: 'ENABLED' });
    await setK1({ bid: '0.80', state: 'PAUSED' });
    expect(await k1()).toMatchObject({ bid: 80, state: 'PAUSED' });
    await setK1Clicks(16);
    expect((await get(url)).json().data.totals.clicks).toBe(36);
    await setK1Clicks(15);
    await setK1({ bid: '0.75', state: 'ENABLED' });
  });

  it('advertised products', async () => {
    const data = (await get(`/api/ppc/products?channel_id=${channelId}&${RANGE}&sort=name&dir=asc`)).json()
      .data;
    expect(data.items.map((p: { asin: string }) => p.asin)).toEqual(['B00000MUG1', 'B00000MUG2']);
    expect(data.items[0]).toMatchObject({
      sku: 'MUG-1',
      spend: 2000,
      sales: 5000,
      orders: 4,
      campaign_name: 'Mugs exact',
    });
  });

  it('exports a table as CSV with a totals row', async () => {
    const res = await get(`/api/ppc/export?channel_id=${channelId}&${RANGE}&table=keywords&format=csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toContain('Keyword / target');
    expect(lines).toHaveLength(5);
    expect(lines[4]).toMatch(/^Totals,/);
    expect(lines[4]).toContain(',20,50,');
    const xlsx = await get(`/api/ppc/export?channel_id=${channelId}&${RANGE}&table=campaigns&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
  });
});

describe('GET /api/ppc/overview', () => {
  it('KPIs, TACoS against our orders cut at Los Angeles midnights, a daily series and the previous period', async () => {
    const res = await get(`/api/ppc/overview?channel_id=${channelId}&${RANGE}&compare=true`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      time_zone: 'America/Los_Angeles',
      currency: 'USD',
      has_data: true,
      connected: false,
    });
    // Orders: $100 (01:30 PDT Nov 1) + $60 (23:30 PST Nov 2); not 00:30 Nov 3, 23:30 Oct 31 or the cancelled one.
    expect(data.kpis).toMatchObject({
      ...ACCOUNT_PERIOD,
      total_sales: 16000,
      tacos: 0.125,
    });
    expect(data.series).toEqual([
      expect.objectContaining({ day: '2026-11-01', spend: 1250, sales: 5000, impressions: 1000, acos: 0.25 }),
      expect.objectContaining({ day: '2026-11-02', spend: 750, sales: 0, impressions: 700, acos: null }),
    ]);
    expect(data.previous).toMatchObject({
      from: '2026-10-30',
      to: '2026-10-31',
      kpis: { spend: 9900, sales: 9900, total_sales: 4000, tacos: 2.475, acos: 1 },
    });
  });

  it("cuts the orders' days in the user's PPC time zone", async () => {
    await t.db.update(users).set({ ppcTimezone: 'UTC' }).where(eq(users.id, userId));
    try {
      const data = (await get(`/api/ppc/overview?channel_id=${channelId}&${RANGE}`)).json().data;
      // UTC days: $40 (06:30 Nov 1) + $100 (08:30 Nov 1); the 07:30 Nov 3 order is now outside.
      expect(data.kpis.total_sales).toBe(14000);
      expect(data.kpis.tacos).toBeCloseTo(2000 / 14000, 10);
      expect(data.previous).toBeNull();
    } finally {
      await t.db.update(users).set({ ppcTimezone: 'America/Los_Angeles' }).where(eq(users.id, userId));
    }
  });

  it('defaults to the last 30 days up to today in the PPC time zone', async () => {
    // The test clock: 2026-11-22 12:00 UTC, 04:00 in Los Angeles.
    const data = (await get(`/api/ppc/overview?channel_id=${channelId}`)).json().data;
    expect(data).toMatchObject({ from: '2026-10-24', to: '2026-11-22' });
    expect(data.series).toHaveLength(30);
  });
});
