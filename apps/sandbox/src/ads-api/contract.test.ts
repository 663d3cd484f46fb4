import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS, isoDate } from '../clock.ts';
import { demoSellers } from '../sellers.ts';
import { adsClient } from '../testing/ads-client.ts';
import { loadModel, validateNamed } from '../testing/amazon-models.ts';
import { expectConforms, operationOf, type TContractRow } from '../testing/contract.ts';
import { adsAccessTokenFor } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('eu')[1]?.sellingPartnerId ?? '';
const START = '2025-06-01T12:00:00Z';
const NOW = Date.parse(START);
const SP = 'ads-api/sponsored-products-v3.json';
const REPORTING = 'ads-api/reporting-v3.json';
const CREATE_REPORT = 'application/vnd.createasyncreportrequest.v3+json';

type TCtx = {
  reportId: string;
  campaignId: string;
  adGroupId: string;
  keywordId: string;
  targetId: string;
  negativeKeywordId: string;
  negativeTargetId: string;
};
type TAdsRow = TContractRow<TCtx> & { mediaType: string | null };

const spList = (path: string, mediaType: string): TAdsRow => ({
  model: SP,
  operation: `POST ${path}`,
  mediaType,
  calls: () => [
    { url: path, body: { maxResults: 10 } },
    { url: path, body: { maxResults: 'many' }, status: 400 },
  ],
});

/** A Sponsored Products v3 write: a 207 multi-status answer, and 400 for a body the model refuses. */
const spWrite = (
  method: 'PUT' | 'POST',
  path: string,
  mediaType: string,
  field: string,
  item: (c: TCtx) => Record<string, unknown>,
): TAdsRow => ({
  model: SP,
  operation: `${method} ${path}`,
  mediaType,
  calls: (c) => [
    { url: path, body: { [field]: [item(c)] }, status: 207 },
    { url: path, body: { [field]: 'none' }, status: 400 },
  ],
});

// The days a report may cover as Amazon's examples would name them today: last week, up to yesterday.
const reportDays = { startDate: isoDate(NOW - 7 * DAY_MS), endDate: isoDate(NOW - DAY_MS) };

// Every Ads operation the sandbox serves, as the Ads OpenAPI documents name them. A new one is one row.
const ROWS: TAdsRow[] = [
  spList('/sp/campaigns/list', 'application/vnd.spCampaign.v3+json'),
  spList('/sp/adGroups/list', 'application/vnd.spAdGroup.v3+json'),
  spList('/sp/keywords/list', 'application/vnd.spKeyword.v3+json'),
  spList('/sp/targets/list', 'application/vnd.spTargetingClause.v3+json'),
  spList('/sp/productAds/list', 'application/vnd.spProductAd.v3+json'),
  spList('/sp/negativeKeywords/list', 'application/vnd.spNegativeKeyword.v3+json'),
  spList('/sp/negativeTargets/list', 'application/vnd.spNegativeTargetingClause.v3+json'),
  spWrite('PUT', '/sp/campaigns', 'application/vnd.spCampaign.v3+json', 'campaigns', (c) => ({
    campaignId: c.campaignId,
    budget: { budget: 25, budgetType: 'DAILY' },
  })),
  spWrite('POST', '/sp/campaigns', 'application/vnd.spCampaign.v3+json', 'campaigns', () => ({
    name: 'Contract campaign',
    targetingType: 'MANUAL',
    state: 'PAUSED',
    budget: { budget: 10, budgetType: 'DAILY' },
  })),
  spWrite('PUT', '/sp/adGroups', 'application/vnd.spAdGroup.v3+json', 'adGroups', (c) => ({
    adGroupId: c.adGroupId,
    defaultBid: 0.5,
  })),
  spWrite('POST', '/sp/adGroups', 'application/vnd.spAdGroup.v3+json', 'adGroups', (c) => ({
    campaignId: c.campaignId,
    name: 'Contract ad group',
    defaultBid: 0.4,
    state: 'ENABLED',
  })),
  spWrite('PUT', '/sp/keywords', 'application/vnd.spKeyword.v3+json', 'keywords', (c) => ({
    keywordId: c.keywordId,
    bid: 0.66,
    state: 'ENABLED',
  })),
  spWrite('POST', '/sp/keywords', 'application/vnd.spKeyword.v3+json', 'keywords', (c) => ({
    campaignId: c.campaignId,
    adGroupId: c.adGroupId,
    keywordText: 'contract keyword',
    matchType: 'PHRASE',
    state: 'ENABLED',
  })),
  spWrite('PUT', '/sp/targets', 'application/vnd.spTargetingClause.v3+json', 'targetingClauses', (c) => ({
    targetId: c.targetId,
    bid: 0.44,
  })),
  spWrite('POST', '/sp/targets', 'application/vnd.spTargetingClause.v3+json', 'targetingClauses', (c) => ({
    campaignId: c.campaignId,
    adGroupId: c.adGroupId,
    expression: [{ type: 'ASIN_SAME_AS', value: 'B0CONTRACT' }],
    expressionType: 'MANUAL',
    state: 'ENABLED',
    bid: 0.5,
  })),
  spWrite(
    'PUT',
    '/sp/negativeKeywords',
    'application/vnd.spNegativeKeyword.v3+json',
    'negativeKeywords',
    (c) => ({
      keywordId: c.negativeKeywordId,
      state: 'PAUSED',
    }),
  ),
  spWrite(
    'POST',
    '/sp/negativeKeywords',
    'application/vnd.spNegativeKeyword.v3+json',
    'negativeKeywords',
    (c) => ({
      campaignId: c.campaignId,
      adGroupId: c.adGroupId,
      keywordText: 'cheap',
      matchType: 'NEGATIVE_PHRASE',
      state: 'ENABLED',
    }),
  ),
  spWrite(
    'PUT',
    '/sp/negativeTargets',
    'application/vnd.spNegativeTargetingClause.v3+json',
    'negativeTargetingClauses',
    (c) => ({ targetId: c.negativeTargetId, state: 'PAUSED' }),
  ),
  spWrite(
    'POST',
    '/sp/negativeTargets',
    'application/vnd.spNegativeTargetingClause.v3+json',
    'negativeTargetingClauses',
    (c) => ({
      campaignId: c.campaignId,
      adGroupId: c.adGroupId,
      expression: [{ type: 'ASIN_BRAND_SAME_AS', value: 'Acme' }],
      state: 'ENABLED',
    }),
  ),
  {
    model: REPORTING,
    operation: 'POST /reporting/reports',
    mediaType: CREATE_REPORT,
    calls: () => [
      {
        url: '/reporting/reports',
        body: {
          ...reportDays,
          configuration: {
            adProduct: 'SPONSORED_PRODUCTS',
            reportTypeId: 'spCampaigns',
            groupBy: ['campaign'],
            columns: ['campaignId', 'spend', 'startDate', 'endDate'],
            timeUnit: 'SUMMARY',
            format: 'GZIP_JSON',
          },
        },
      },
      { url: '/reporting/reports', body: { ...reportDays, configuration: {} }, status: 400 },
    ],
  },
  {
    model: REPORTING,
    operation: 'GET /reporting/reports/{reportId}',
    mediaType: null,
    calls: (c) => [
      { url: `/reporting/reports/${c.reportId}` },
      { url: '/reporting/reports/nope', status: 404 },
    ],
  },
];

// Amazon's own request examples of the report types the sandbox builds, and why one is refused.
const REPORT_TYPES_SERVED = ['spCampaigns', 'spTargeting', 'spAdvertisedProduct', 'spSearchTerm'];
const REFUSED_EXAMPLES: Record<string, string> = {
  // Asks for `date` in a SUMMARY report; Ads answers that with 400 ("Please use startDate and endDate").
  SponsoredProductsKeywordsSummaryReport: 'date is not a SUMMARY column',
};

describe('Amazon Ads contract: the sandbox against the Ads OpenAPI documents', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, START);
  const token = await adsAccessTokenFor(sandbox.app, SELLER);
  const ads = adsClient(sandbox, token, 50);
  const profiles = (await ads('GET', '/v2/profiles')).json();
  const scope = profiles[0].profileId;
  afterAll(() => sandbox.app.close());

  const created = await ads('POST', '/reporting/reports', {
    scope,
    mediaType: CREATE_REPORT,
    body: {
      ...reportDays,
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spTargeting',
        groupBy: ['targeting'],
        columns: ['keywordId', 'cost'],
        timeUnit: 'SUMMARY',
        format: 'GZIP_JSON',
      },
    },
  });
  // Entities the write rows change: a keyword of a manual campaign, a target, and negatives of its ad group.
  const keyword = (
    await ads('POST', '/sp/keywords/list', {
      scope,
      mediaType: 'application/vnd.spKeyword.v3+json',
      body: { stateFilter: { include: ['ENABLED'] } },
    })
  ).json().keywords[0];
  const target = (
    await ads('POST', '/sp/targets/list', {
      scope,
      mediaType: 'application/vnd.spTargetingClause.v3+json',
      body: { stateFilter: { include: ['ENABLED'] } },
    })
  ).json().targetingClauses[0];
  const parents = { campaignId: keyword.campaignId, adGroupId: keyword.adGroupId };
  const negativeKeyword = await ads('POST', '/sp/negativeKeywords', {
    scope,
    mediaType: 'application/vnd.spNegativeKeyword.v3+json',
    body: {
      negativeKeywords: [{ ...parents, keywordText: 'free', matchType: 'NEGATIVE_EXACT', state: 'ENABLED' }],
    },
  });
  const negativeTarget = await ads('POST', '/sp/negativeTargets', {
    scope,
    mediaType: 'application/vnd.spNegativeTargetingClause.v3+json',
    body: {
      negativeTargetingClauses: [
        { ...parents, expression: [{ type: 'ASIN_SAME_AS', value: 'B0NEGATIVE' }], state: 'ENABLED' },
      ],
    },
  });
  const ctx: TCtx = {
    reportId: created.json().reportId,
    ...parents,
    keywordId: keyword.keywordId,
    targetId: target.targetId,
    negativeKeywordId: negativeKeyword.json().negativeKeywords.success[0].negativeKeywordId,
    negativeTargetId: negativeTarget.json().negativeTargetingClauses.success[0].targetId,
  };

  it.each(ROWS.map((row) => [row.operation, row] as const))(
    '%s answers as the spec says',
    async (_n, row) => {
      const op = operationOf(row);
      for (const call of await row.calls(ctx)) {
        const res = await ads(op.method.toUpperCase() as 'GET' | 'POST' | 'PUT', call.url, {
          scope,
          ...(row.mediaType === null ? {} : { mediaType: row.mediaType }),
          ...(call.body === undefined ? {} : { body: call.body }),
        });
        expectConforms(op, res, call.status ?? 200, `${row.operation} ${call.url}`);
      }
    },
  );

  it('refuses as the spec says: 401 UNAUTHORIZED, 403 ACCESS_DENIED, 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const op = operationOf({ model: SP, operation: 'POST /sp/campaigns/list' });
    const media = 'application/vnd.spCampaign.v3+json';
    const noScope = await ads('POST', '/sp/campaigns/list', { mediaType: media, body: {} });
    expectConforms(op, noScope, 401, 'no scope');
    const otherClient = await ads('POST', '/sp/campaigns/list', {
      scope,
      mediaType: media,
      body: {},
      headers: { 'amazon-advertising-api-clientid': 'amzn1.application-oa2-client.someone-else' },
    });
    expectConforms(op, otherClient, 403, 'another client id');
    const plainJson = await ads('POST', '/sp/campaigns/list', {
      scope,
      mediaType: 'application/json',
      body: {},
    });
    expectConforms(op, plainJson, 415, 'plain JSON');
  });

  it('names the United Kingdom as the spec’s marketplace enum does', () => {
    const codes = profiles.map((p: { countryCode: string }) => p.countryCode);
    expect(codes).toContain('UK');
    for (const code of codes)
      expect(validateNamed(SP, 'SponsoredProductsMarketplace', code), code).toEqual([]);
  });

  it('accepts Amazon’s own request examples of the report types it builds', async () => {
    const doc = loadModel(REPORTING) as unknown as {
      paths: Record<
        string,
        {
          post: {
            requestBody: {
              content: Record<
                string,
                {
                  examples: Record<
                    string,
                    { value: { configuration: { adProduct: string; reportTypeId: string } } }
                  >;
                }
              >;
            };
          };
        }
      >;
    };
    const examples = Object.values(doc.paths['/reporting/reports']?.post.requestBody.content ?? {}).flatMap(
      (c) => Object.entries(c.examples ?? {}),
    );
    const served = examples.filter(
      ([, e]) =>
        e.value.configuration.adProduct === 'SPONSORED_PRODUCTS' &&
        REPORT_TYPES_SERVED.includes(e.value.configuration.reportTypeId),
    );
    expect(served.length).toBeGreaterThanOrEqual(6);
    const refused: string[] = [];
    for (const [name, example] of served) {
      // The examples' dates are years old, past the 95 days Ads keeps: the same request, this week.
      const res = await ads('POST', '/reporting/reports', {
        scope,
        mediaType: CREATE_REPORT,
        body: { ...example.value, ...reportDays },
      });
      if (res.statusCode !== 200) refused.push(`${name}: ${res.statusCode} ${res.body}`);
    }
    expect(refused.map((line) => line.split(':')[0])).toEqual(Object.keys(REFUSED_EXAMPLES));
  });

  it('cuts report days in the profile’s time zone, not in UTC', async () => {
    // 23:30 UTC on 1 June is already 2 June in London: the UK profile's "today".
    const late = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' }, '2025-06-01T23:30:00Z');
    const client = adsClient(late, await adsAccessTokenFor(late.app, SELLER), 50);
    const uk = (await client('GET', '/v2/profiles'))
      .json()
      .find((p: { countryCode: string }) => p.countryCode === 'UK');
    const report = (endDate: string) =>
      client('POST', '/reporting/reports', {
        scope: uk.profileId,
        mediaType: CREATE_REPORT,
        body: {
          startDate: '2025-05-30',
          endDate,
          configuration: {
            adProduct: 'SPONSORED_PRODUCTS',
            reportTypeId: 'spCampaigns',
            groupBy: ['campaign'],
            columns: ['campaignId', 'cost'],
            timeUnit: 'SUMMARY',
            format: 'GZIP_JSON',
          },
        },
      });
    expect((await report('2025-06-02')).statusCode).toBe(200);
    expect((await report('2025-06-03')).statusCode).toBe(400);
    await late.app.close();
  });
});
