import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS, isoDate } from '../clock.ts';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { adsClient, SP_MEDIA } from '../testing/ads-client.ts';
import { adsAccessTokenFor } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const REQUEST = 'application/vnd.createasyncreportrequest.v3+json';
const START = '2025-06-01T12:00:00Z';
const day = (offset: number, from = Date.parse(START)) => isoDate(from + offset * DAY_MS);

type TRow = Record<string, string | number | null>;

describe('Amazon Ads reporting v3', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, START);
  let ads = adsClient(sandbox, await adsAccessTokenFor(sandbox.app, SELLER), 50);
  // Access tokens live an hour: a test that moves the clock by days signs in again, as the server does.
  const renew = async () => {
    ads = adsClient(sandbox, await adsAccessTokenFor(sandbox.app, SELLER), 50);
  };
  const scope = (await ads('GET', '/v2/profiles')).json()[0].profileId;
  afterAll(() => sandbox.app.close());

  function config(reportTypeId: string, columns: string[], extra: Record<string, unknown> = {}) {
    return {
      adProduct: 'SPONSORED_PRODUCTS',
      reportTypeId,
      groupBy: [
        { spCampaigns: 'campaign', spTargeting: 'targeting', spAdvertisedProduct: 'advertiser' }[
          reportTypeId
        ],
      ],
      columns,
      timeUnit: 'SUMMARY',
      format: 'GZIP_JSON',
      ...extra,
    };
  }

  const create = (body: unknown) => ads('POST', '/reporting/reports', { scope, mediaType: REQUEST, body });

  async function run(
    body: unknown,
  ): Promise<{ rows: TRow[]; statuses: string[]; report: Record<string, unknown> }> {
    const created = await create(body);
    expect(created.statusCode, created.body).toBe(200);
    const statuses = [created.json().status];
    let report = created.json();
    while (report.status !== 'COMPLETED' && statuses.length < 10) {
      const res = await ads('GET', `/reporting/reports/${report.reportId}`, { scope });
      expect(res.statusCode).toBe(200);
      report = res.json();
      statuses.push(report.status);
    }
    const url = new URL(report.url);
    const file = await sandbox.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(report.fileSize);
    return { rows: JSON.parse(gunzipSync(file.rawPayload).toString('utf8')), statuses, report };
  }

  it('walks PENDING → PROCESSING → COMPLETED to a GZIP JSON daily campaign report', async () => {
    const columns = [
      'date',
      'campaignId',
      'campaignName',
      'impressions',
      'clicks',
      'cost',
      'purchases7d',
      'sales7d',
      'purchases14d',
      'sales14d',
    ];
    const { rows, statuses, report } = await run({
      name: 'SP campaigns daily',
      startDate: day(-14),
      endDate: day(-1),
      configuration: config('spCampaigns', columns, { timeUnit: 'DAILY' }),
    });
    expect(statuses).toEqual(['PENDING', 'PROCESSING', 'COMPLETED']);
    expect(report).toMatchObject({
      name: 'SP campaigns daily',
      url: expect.stringMatching(/^http/),
      urlExpiresAt: expect.any(String),
    });
    expect(rows.length).toBeGreaterThan(14);
    for (const row of rows) expect(Object.keys(row).sort()).toEqual([...columns].sort());
    expect(new Set(rows.map((r) => r.date))).toEqual(
      new Set(Array.from({ length: 14 }, (_, i) => day(i - 14))),
    );
    const campaigns = (
      await ads('POST', '/sp/campaigns/list', {
        scope,
        mediaType: SP_MEDIA.campaign,
        body: {},
      })
    ).json().campaigns;
    const ids = new Set(campaigns.map((c: { campaignId: string }) => Number(c.campaignId)));
    expect(rows.every((r) => ids.has(r.campaignId as number))).toBe(true);
    const total = (key: string) => rows.reduce((sum, r) => sum + Number(r[key]), 0);
    expect(total('clicks')).toBeGreaterThan(0);
    expect(total('cost')).toBeGreaterThan(0);
    expect(total('purchases14d')).toBeGreaterThanOrEqual(total('purchases7d'));
    // Ads drive a share of the orders, not more: purchases stay below the seller's own order count.
    let orders = 0;
    for (let d = -14; d < 0; d++)
      orders += sellerData(SELLER).ordersOn(Math.floor((Date.parse(START) + d * DAY_MS) / DAY_MS)).length;
    expect(total('purchases14d')).toBeLessThan(orders);
    expect(total('purchases14d')).toBeGreaterThan(orders * 0.05);
  });

  it('answers 425 with the pending report’s id for a duplicate request', async () => {
    const body = {
      startDate: day(-7),
      endDate: day(-1),
      configuration: config('spCampaigns', ['campaignId', 'impressions', 'startDate', 'endDate']),
    };
    const first = await create(body);
    expect(first.statusCode).toBe(200);
    const again = await create(body);
    expect(again.statusCode).toBe(425);
    expect(again.json()).toEqual({
      code: '425',
      detail: `The Request is a duplicate of : ${first.json().reportId}`,
    });
    const id = first.json().reportId;
    await ads('GET', `/reporting/reports/${id}`, { scope });
    await ads('GET', `/reporting/reports/${id}`, { scope });
    expect((await create(body)).statusCode).toBe(200);
  });

  it('adds up the same spend in campaign, targeting and advertised product reports', async () => {
    const window = { startDate: day(-30), endDate: day(-1) };
    const campaigns = await run({
      ...window,
      configuration: config('spCampaigns', ['campaignId', 'cost', 'clicks', 'sales14d']),
    });
    const targeting = await run({
      ...window,
      configuration: config('spTargeting', [
        'keywordId',
        'keyword',
        'keywordType',
        'matchType',
        'cost',
        'clicks',
        'sales14d',
      ]),
    });
    const products = await run({
      ...window,
      configuration: config('spAdvertisedProduct', [
        'adId',
        'advertisedAsin',
        'advertisedSku',
        'cost',
        'clicks',
        'sales14d',
      ]),
    });
    const sum = (rows: TRow[], key: string) => rows.reduce((s, r) => s + Number(r[key]), 0);
    for (const key of ['clicks', 'cost', 'sales14d']) {
      expect(sum(targeting.rows, key)).toBeCloseTo(sum(campaigns.rows, key), 0);
      expect(sum(products.rows, key)).toBeCloseTo(sum(campaigns.rows, key), 0);
    }
    expect(new Set(targeting.rows.map((r) => r.keywordType))).toEqual(
      new Set(['EXACT', 'PHRASE', 'BROAD', 'TARGETING_EXPRESSION', 'TARGETING_EXPRESSION_PREDEFINED']),
    );
    const asins = new Set(sellerData(SELLER).catalog.map((p) => p.asin));
    expect(products.rows.every((r) => asins.has(String(r.advertisedAsin)))).toBe(true);

    const keywordsOnly = await run({
      ...window,
      configuration: config('spTargeting', ['keywordId', 'keyword', 'matchType', 'clicks'], {
        filters: [{ field: 'keywordType', values: ['EXACT'] }],
      }),
    });
    expect(keywordsOnly.rows.length).toBeGreaterThan(0);
    expect(keywordsOnly.rows.every((r) => r.matchType === 'EXACT')).toBe(true);
  });

  it('fills in new days and late conversions as the clock moves', async () => {
    const body = (endDate: string) => ({
      startDate: day(-10),
      endDate,
      configuration: config('spCampaigns', ['date', 'campaignId', 'impressions', 'purchases14d'], {
        timeUnit: 'DAILY',
      }),
    });
    const before = await run(body(day(0)));
    expect(before.rows.some((r) => r.date === day(0))).toBe(false);
    const frozen = (rows: TRow[], key: string) =>
      rows.filter((r) => String(r.date) < day(0)).reduce((s, r) => s + Number(r[key]), 0);
    sandbox.clock.advance(5 * DAY_MS);
    await renew();
    const after = await run(body(day(0)));
    // Complete days keep their traffic; conversions that happened since are attributed to them.
    expect(frozen(after.rows, 'impressions')).toBe(frozen(before.rows, 'impressions'));
    expect(frozen(after.rows, 'purchases14d')).toBeGreaterThan(frozen(before.rows, 'purchases14d'));
    expect(after.rows.some((r) => r.date === day(0))).toBe(true);
  });

  it('refuses report types, columns and dates Ads refuses', async () => {
    const window = { startDate: day(-7), endDate: day(-1) };
    const keywords = await create({
      ...window,
      configuration: { ...config('spCampaigns', ['impressions']), reportTypeId: 'spKeywords' },
    });
    expect(keywords.statusCode).toBe(400);
    expect(keywords.json()).toMatchObject({ code: '400', detail: expect.stringContaining('reportTypeId') });
    const daily = await create({
      ...window,
      configuration: config('spCampaigns', ['impressions', 'startDate'], { timeUnit: 'DAILY' }),
    });
    expect(daily.json().detail).toBe(
      'configuration startDate and endDate are not supported columns for DAILY time unit. Please use date instead.',
    );
    const column = await create({
      ...window,
      configuration: config('spCampaigns', ['impressions', 'advertisedAsin']),
    });
    expect(column.statusCode).toBe(400);
    const tooLong = await create({
      startDate: day(-40),
      endDate: day(-1),
      configuration: config('spCampaigns', ['impressions']),
    });
    expect(tooLong.statusCode).toBe(400);
    const tooOld = await create({
      startDate: day(-120),
      endDate: day(-100),
      configuration: config('spCampaigns', ['impressions']),
    });
    expect(tooOld.statusCode).toBe(400);
    const wrongType = await ads('POST', '/reporting/reports', {
      scope,
      body: { ...window, configuration: config('spCampaigns', ['impressions']) },
      headers: { 'content-type': 'application/json' },
    });
    expect(wrongType.statusCode).toBe(415);
    const missing = await ads('GET', '/reporting/reports/00000000-0000-0000-0000-000000000000', { scope });
    expect(missing.statusCode).toBe(404);
  });

  it('expires the download URL after five minutes', async () => {
    const { report } = await run({
      startDate: day(-3),
      endDate: day(-1),
      configuration: config('spCampaigns', ['campaignId', 'cost']),
    });
    const url = new URL(String(report.url));
    sandbox.clock.advance(301_000);
    const expired = await sandbox.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('<Code>AccessDenied</Code>');
  });
});
