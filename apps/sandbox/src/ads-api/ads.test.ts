import { afterAll, describe, expect, it } from 'vitest';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { adsClient, SP_MEDIA, type TAdsCall } from '../testing/ads-client.ts';
import { adsAccessTokenFor } from '../testing/sp-client.ts';
import { buildTestSandbox, CLIENT_ID } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('eu')[1]?.sellingPartnerId ?? '';
const OTHER = demoSellers('na')[2]?.sellingPartnerId ?? '';

async function homeProfile(ads: TAdsCall): Promise<number> {
  const res = await ads('GET', '/v2/profiles');
  return res.json()[0].profileId;
}

/** Every entity of a list endpoint, following nextToken. */
async function listAll(
  ads: TAdsCall,
  scope: number,
  path: string,
  mediaType: string,
  body = {},
  pageSize = 7,
) {
  const items: unknown[] = [];
  let nextToken: string | undefined;
  let pages = 0;
  do {
    const res = await ads('POST', path, {
      scope,
      mediaType,
      body: { ...body, maxResults: pageSize, ...(nextToken ? { nextToken } : {}) },
    });
    expect(res.statusCode).toBe(200);
    const json = res.json();
    const key = Object.keys(json).find((k) => Array.isArray(json[k])) as string;
    items.push(...json[key]);
    nextToken = json.nextToken;
    pages++;
  } while (nextToken && pages < 200);
  return { items, pages };
}

describe('Amazon Ads API: profiles and Sponsored Products lists', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' });
  const token = await adsAccessTokenFor(sandbox.app, SELLER);
  const ads = adsClient(sandbox, token, 50);
  const scope = await homeProfile(ads);
  afterAll(() => sandbox.app.close());

  it('lists one seller profile per marketplace the seller sells in', async () => {
    const res = await ads('GET', '/v2/profiles');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-amzn-ratelimit-limit']).toBeUndefined();
    const profiles = res.json();
    const { profile } = sellerData(SELLER);
    expect(
      profiles.map(
        (p: { accountInfo: { marketplaceStringId: string } }) => p.accountInfo.marketplaceStringId,
      ),
    ).toEqual(profile.marketplaces.map((m) => m.id));
    expect(profiles[0]).toEqual({
      profileId: expect.any(Number),
      countryCode: 'UK',
      currencyCode: 'GBP',
      dailyBudget: 999_999_999,
      timezone: 'Europe/London',
      accountInfo: {
        marketplaceStringId: 'A1F83G8C2ARO7P',
        id: SELLER,
        type: 'seller',
        name: profile.storeName,
        validPaymentMethod: true,
      },
    });
    expect(new Set(profiles.map((p: { profileId: number }) => p.profileId)).size).toBe(profiles.length);
  });

  it('answers the same entities for the same seller in another sandbox', async () => {
    const other = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' });
    const again = adsClient(other, await adsAccessTokenFor(other.app, SELLER), 50);
    expect(await homeProfile(again)).toBe(scope);
    for (const [path, type] of [
      ['/sp/campaigns/list', SP_MEDIA.campaign],
      ['/sp/keywords/list', SP_MEDIA.keyword],
    ] as const) {
      const a = await ads('POST', path, { scope, mediaType: type, body: {} });
      const b = await again('POST', path, { scope, mediaType: type, body: {} });
      expect(b.body).toBe(a.body);
    }
    await other.app.close();
  });

  it('runs an automatic and a manual campaign per product line, made of the catalogue', async () => {
    const res = await ads('POST', '/sp/campaigns/list', {
      scope,
      mediaType: SP_MEDIA.campaign,
      body: { includeExtendedDataFields: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(SP_MEDIA.campaign);
    const { campaigns, totalResults } = res.json();
    expect(totalResults).toBe(campaigns.length);
    const lines = new Set(sellerData(SELLER).catalog.map((p) => p.category.displayName));
    expect(campaigns.length).toBe(lines.size * 2);
    expect(new Set(campaigns.map((c: { targetingType: string }) => c.targetingType))).toEqual(
      new Set(['AUTO', 'MANUAL']),
    );
    expect(campaigns[0]).toMatchObject({
      campaignId: expect.stringMatching(/^\d{15}$/),
      state: expect.stringMatching(/^(ENABLED|PAUSED|ARCHIVED)$/),
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      budget: { budgetType: 'DAILY', budget: expect.any(Number) },
      dynamicBidding: { strategy: expect.any(String) },
      extendedData: { servingStatus: expect.any(String) },
    });

    const ids = new Set(campaigns.map((c: { campaignId: string }) => c.campaignId));
    const { items: adGroups } = await listAll(ads, scope, '/sp/adGroups/list', SP_MEDIA.adGroup);
    expect(adGroups.every((g) => ids.has((g as { campaignId: string }).campaignId))).toBe(true);
    const { items: targets } = await listAll(ads, scope, '/sp/targets/list', SP_MEDIA.target);
    expect(targets.map((t) => (t as { expression: { type: string }[] }).expression[0]?.type)).toContain(
      'QUERY_HIGH_REL_MATCHES',
    );
    const asins = new Set(sellerData(SELLER).catalog.map((p) => p.asin));
    const { items: productAds } = await listAll(
      ads,
      scope,
      '/sp/productAds/list',
      SP_MEDIA.productAd,
      {},
      50,
    );
    expect(productAds.length).toBeGreaterThan(0);
    expect(productAds.every((a) => asins.has((a as { asin: string }).asin))).toBe(true);
  });

  it('pages keywords with nextToken and applies filters', async () => {
    const whole = (
      await ads('POST', '/sp/keywords/list', { scope, mediaType: SP_MEDIA.keyword, body: {} })
    ).json();
    const { items, pages } = await listAll(ads, scope, '/sp/keywords/list', SP_MEDIA.keyword);
    expect(pages).toBe(Math.ceil(whole.totalResults / 7));
    expect(items).toEqual(whole.keywords);
    expect(new Set(items.map((k) => (k as { matchType: string }).matchType))).toEqual(
      new Set(['EXACT', 'PHRASE', 'BROAD']),
    );

    const exact = (
      await ads('POST', '/sp/keywords/list', {
        scope,
        mediaType: SP_MEDIA.keyword,
        body: { matchTypeFilter: ['EXACT'], stateFilter: { include: ['ENABLED'] } },
      })
    ).json();
    expect(exact.keywords.length).toBeGreaterThan(0);
    expect(
      exact.keywords.every(
        (k: { matchType: string; state: string }) => k.matchType === 'EXACT' && k.state === 'ENABLED',
      ),
    ).toBe(true);

    const campaignId = whole.keywords[0].campaignId;
    const groups = (
      await ads('POST', '/sp/adGroups/list', {
        scope,
        mediaType: SP_MEDIA.adGroup,
        body: { campaignIdFilter: { include: [campaignId] } },
      })
    ).json();
    expect(groups.adGroups.length).toBeGreaterThan(0);
    expect(groups.adGroups.every((g: { campaignId: string }) => g.campaignId === campaignId)).toBe(true);

    const bad = await ads('POST', '/sp/keywords/list', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: { nextToken: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('keeps the seller’s other marketplaces empty', async () => {
    const profiles = (await ads('GET', '/v2/profiles')).json();
    const res = await ads('POST', '/sp/campaigns/list', {
      scope: profiles[1].profileId,
      mediaType: SP_MEDIA.campaign,
      body: {},
    });
    expect(res.json()).toEqual({ campaigns: [], totalResults: 0 });
  });

  it('refuses a body or an Accept header of the wrong media type with 415', async () => {
    const asJson = await ads('POST', '/sp/campaigns/list', {
      scope,
      body: {},
      headers: { 'content-type': 'application/json' },
    });
    expect(asJson.statusCode).toBe(415);
    expect(asJson.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE', message: expect.any(String) });
    const text = await ads('POST', '/sp/campaigns/list', {
      scope,
      body: {},
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    const broken = await sandbox.app.inject({
      method: 'POST',
      url: '/sp/campaigns/list',
      headers: {
        authorization: `Bearer ${token}`,
        'amazon-advertising-api-clientid': CLIENT_ID,
        'amazon-advertising-api-scope': String(scope),
        'content-type': SP_MEDIA.campaign,
      },
      payload: '{"maxResults":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe('INVALID_ARGUMENT');
    const otherEntity = await ads('POST', '/sp/campaigns/list', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: {},
    });
    expect(otherEntity.statusCode).toBe(415);
    const badAccept = await ads('POST', '/sp/keywords/list', {
      scope,
      mediaType: SP_MEDIA.keyword,
      body: {},
      headers: { accept: 'application/json' },
    });
    expect(badAccept.statusCode).toBe(415);
  });

  it('answers Ads errors for a missing token, client id or scope', async () => {
    const noToken = await sandbox.app.inject({
      method: 'GET',
      url: '/v2/profiles',
      headers: { 'amazon-advertising-api-clientid': CLIENT_ID },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json()).toEqual({ code: 'UNAUTHORIZED', message: 'Authentication failed' });
    const badToken = await sandbox.app.inject({
      method: 'GET',
      url: '/v2/profiles',
      headers: { authorization: 'Bearer Atza|expired', 'amazon-advertising-api-clientid': CLIENT_ID },
    });
    expect(badToken.statusCode).toBe(401);

    const noClient = await ads('GET', '/v2/profiles', { headers: { 'amazon-advertising-api-clientid': '' } });
    expect(noClient.statusCode).toBe(403);
    expect(noClient.json().code).toBe('ACCESS_DENIED');
    const wrongClient = await ads('GET', '/v2/profiles', {
      headers: { 'amazon-advertising-api-clientid': 'amzn1.application-oa2-client.someone-else' },
    });
    expect(wrongClient.statusCode).toBe(403);

    const noScope = await ads('POST', '/sp/campaigns/list', { mediaType: SP_MEDIA.campaign, body: {} });
    expect(noScope.statusCode).toBe(401);
    expect(noScope.json().code).toBe('UNAUTHORIZED');

    const stranger = adsClient(sandbox, await adsAccessTokenFor(sandbox.app, OTHER));
    const foreign = await stranger('POST', '/sp/campaigns/list', {
      scope,
      mediaType: SP_MEDIA.campaign,
      body: {},
    });
    expect(foreign.statusCode).toBe(401);
    expect(foreign.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: `Not authorized to access scope ${scope}`,
    });
  });

  it('answers injected faults in the Ads shape and counts them', async () => {
    await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/faults',
      payload: { operation: 'listSponsoredProductsCampaigns', errorRate: 1, errorStatus: 503 },
    });
    const res = await ads('POST', '/sp/campaigns/list', { scope, mediaType: SP_MEDIA.campaign, body: {} });
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('SERVICE_UNAVAILABLE');
    await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/faults' });
    const counters = (await sandbox.app.inject({ method: 'GET', url: '/sandbox/counters' })).json();
    expect(counters.operations.listSponsoredProductsCampaigns.faulted).toBe(1);
  });
});

describe('Amazon Ads API rate limits', async () => {
  const sandbox = await buildTestSandbox();
  const ads = adsClient(sandbox, await adsAccessTokenFor(sandbox.app, SELLER));
  afterAll(() => sandbox.app.close());

  it('throttles past the burst with 429, Ads’ body and Retry-After; refills with time', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await ads('GET', '/v2/profiles'));
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 429]);
    const throttled = answers[5];
    expect(throttled?.json()).toEqual({ code: 'THROTTLED', message: 'Too Many Requests' });
    expect(throttled?.headers['retry-after']).toBe('1');
    sandbox.clock.advance(1000);
    expect((await ads('GET', '/v2/profiles')).statusCode).toBe(200);
    const counters = (await sandbox.app.inject({ method: 'GET', url: '/sandbox/counters' })).json();
    expect(counters.operations.listProfiles).toMatchObject({ requests: 7, succeeded: 6, throttled: 1 });
  });
});
