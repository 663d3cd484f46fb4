import { CODE_COMMON_MESSAGES, FLAG_CODES } from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalCode } from '../../db/schema/index.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

const list = async (t: TTestApp, query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/code/common?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data as Record<string, string | null>[];
};

describe('GET /api/code/common', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { AMAZON_CONSENT_BASE_URL: 'http://localhost:3999' } });
  });
  afterAll(() => t.close());

  it('lists email domains in order, a gmail-type domain first, as code list items', async () => {
    const domains = await list(t, 'class=EMAIL_DOMAIN');
    expect(domains[0]).toEqual({
      class: 'EMAIL_DOMAIN',
      code: 'gmail.com',
      name: 'gmail.com',
      value_1: null,
      value_2: null,
      value_3: 'gmail.com',
      value_4: null,
      value_5: null,
      value_6: null,
      value_7: null,
    });
    expect(domains.map((d) => d.value_3)).toContain('outlook.com');
  });

  it('lists the three regions', async () => {
    expect((await list(t, 'class=REGION')).map((r) => r.name)).toEqual([
      'North America',
      'Europe',
      'Far East',
    ]);
  });

  it('filters marketplaces by region name and gives the configured consent host as value_6', async () => {
    const europe = await list(t, 'class=AMZ_MARKET_CHANNEL&value_1=Europe');
    expect(europe.length).toBeGreaterThan(5);
    expect(europe.every((m) => m.value_1 === 'Europe')).toBe(true);
    expect(europe.every((m) => m.value_6 === 'http://localhost:3999')).toBe(true);
    expect(europe.find((m) => m.code === 'A1F83G8C2ARO7P')).toMatchObject({
      name: 'United Kingdom',
      value_7: 'amazon.co.uk',
    });
    const farEast = await list(t, 'class=AMZ_MARKET_CHANNEL&value_1=Far%20East');
    expect(farEast.map((m) => m.code)).toEqual(['A1VC38T7YXB528', 'A39IBJ37TRP1C6', 'A19VAU5U5O7RUS']);
  });

  it("lists a marketplace for every country of spec §9's flag list, each under one region", async () => {
    const byRegion = await Promise.all(
      ['North America', 'Europe', 'Far East'].map((region) =>
        list(t, `class=AMZ_MARKET_CHANNEL&value_1=${encodeURIComponent(region)}`),
      ),
    );
    const markets = byRegion.flat();
    // "eu" is the flag of the region, not a marketplace; "gb" and "uk" both stand for amazon.co.uk.
    const countries = FLAG_CODES.filter((flag) => flag !== 'eu').map((flag) => (flag === 'gb' ? 'uk' : flag));
    expect(markets.map((m) => m.value_2).sort()).toEqual([...new Set(countries)].sort());
    for (const market of markets) {
      expect(market.code).toMatch(/^A[0-9A-Z]{8,14}$/);
      expect(market.value_7).toMatch(/^amazon\.[a-z.]+$/);
    }
  });

  it('answers an empty list for an unknown region', async () => {
    expect(await list(t, 'class=AMZ_MARKET_CHANNEL&value_1=Atlantis')).toEqual([]);
  });

  it('serves only the lists the web reads (issue 17): any other class is a 400', async () => {
    for (const cls of ['NO_SUCH_CLASS', 'region', '', 'FLAG']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/code/common?class=${cls}` });
      expect(res.statusCode, cls).toBe(400);
      expect(res.json(), cls).toEqual({
        error: true,
        message: `class: ${CODE_COMMON_MESSAGES.unknownClass}`,
      });
    }
    const missing = await t.app.inject({ method: 'GET', url: '/api/code/common' });
    expect(missing.statusCode).toBe(400);
  });

  it('leaves out inactive rows', async () => {
    await t.db
      .update(generalCode)
      .set({ isActive: false })
      .where(and(eq(generalCode.class, 'EMAIL_DOMAIN'), eq(generalCode.code, 'aol.com')));
    expect((await list(t, 'class=EMAIL_DOMAIN')).map((d) => d.code)).not.toContain('aol.com');
  });

  it('answers 400, not 500, without a class', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/code/common' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(true);
  });
});

describe('GET /api/code/common in production', () => {
  it("gives each marketplace's own Seller Central host when no consent base is configured", async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production' } });
    try {
      const northAmerica = await list(t, 'class=AMZ_MARKET_CHANNEL&value_1=North%20America');
      expect(northAmerica.find((m) => m.code === 'ATVPDKIKX0DER')?.value_6).toBe(
        'https://sellercentral.amazon.com',
      );
      expect(northAmerica.find((m) => m.code === 'A2EUQ1WTGCTBG2')?.value_6).toBe(
        'https://sellercentral.amazon.ca',
      );
    } finally {
      await t.close();
    }
  });
});
