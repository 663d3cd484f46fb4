import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS, isoDate } from '../clock.ts';
import { demoSellers } from '../sellers.ts';
import { adsClient } from '../testing/ads-client.ts';
import { adsAccessTokenFor } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const REQUEST = 'application/vnd.createasyncreportrequest.v3+json';
const START = '2025-06-01T12:00:00Z';
const day = (offset: number) => isoDate(Date.parse(START) + offset * DAY_MS);
type TRow = Record<string, string | number | null>;

describe('reporting v3 spSearchTerm', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, START);
  const ads = adsClient(sandbox, await adsAccessTokenFor(sandbox.app, SELLER), 50);
  const scope = (await ads('GET', '/v2/profiles')).json()[0].profileId;
  afterAll(() => sandbox.app.close());

  async function report(
    reportTypeId: string,
    groupBy: string,
    columns: string[],
    filters?: unknown,
  ): Promise<TRow[]> {
    let res = await ads('POST', '/reporting/reports', {
      scope,
      mediaType: REQUEST,
      body: {
        startDate: day(-14),
        endDate: day(-1),
        configuration: {
          adProduct: 'SPONSORED_PRODUCTS',
          reportTypeId,
          groupBy: [groupBy],
          columns,
          timeUnit: 'SUMMARY',
          format: 'GZIP_JSON',
          ...(filters ? { filters } : {}),
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    for (let i = 0; i < 10 && res.json().status !== 'COMPLETED'; i++)
      res = await ads('GET', `/reporting/reports/${res.json().reportId}`, { scope });
    const url = new URL(res.json().url);
    const file = await sandbox.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    return JSON.parse(gunzipSync(file.rawPayload).toString('utf8'));
  }

  it('splits each keyword into search terms that add up to its spTargeting figures exactly', async () => {
    const metrics = ['impressions', 'clicks', 'cost', 'purchases7d', 'sales7d'];
    const terms = await report('spSearchTerm', 'searchTerm', [
      'keywordId',
      'searchTerm',
      'keyword',
      'matchType',
      ...metrics,
    ]);
    const targeting = await report('spTargeting', 'targeting', ['keywordId', ...metrics]);
    expect(terms.length).toBeGreaterThan(targeting.length);
    const sums = new Map<string, Record<string, number>>();
    for (const row of terms) {
      const key = String(row.keywordId);
      const s = sums.get(key) ?? Object.fromEntries(metrics.map((m) => [m, 0]));
      for (const m of metrics) s[m] = (s[m] ?? 0) + Number(row[m]);
      sums.set(key, s);
    }
    for (const row of targeting) {
      const s = sums.get(String(row.keywordId));
      for (const m of metrics) expect(s?.[m] ?? 0, `${row.keywordId} ${m}`).toBeCloseTo(Number(row[m]), 2);
    }
    // Exact keywords mostly match themselves; some terms waste clicks.
    const exact = terms.filter((r) => r.matchType === 'EXACT');
    expect(exact.some((r) => r.searchTerm === String(r.keyword).toLowerCase())).toBe(true);
    expect(terms.some((r) => Number(r.clicks) >= 3 && Number(r.purchases7d) === 0)).toBe(true);
  });

  it('is the same report when asked twice (deterministic), and filters by keywordType', async () => {
    const columns = ['keywordId', 'searchTerm', 'clicks', 'cost'];
    expect(await report('spSearchTerm', 'searchTerm', columns)).toEqual(
      await report('spSearchTerm', 'searchTerm', columns),
    );
    const exact = await report(
      'spSearchTerm',
      'searchTerm',
      ['keywordType', 'clicks'],
      [{ field: 'keywordType', values: ['EXACT'] }],
    );
    expect(new Set(exact.map((r) => r.keywordType))).toEqual(new Set(['EXACT']));
  });
});
