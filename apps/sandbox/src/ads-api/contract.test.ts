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

type TCtx = { reportId: string };
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

// The days a report may cover as Amazon's examples would name them today: last week, up to yesterday.
const reportDays = { startDate: isoDate(NOW - 7 * DAY_MS), endDate: isoDate(NOW - DAY_MS) };

// Every Ads operation the sandbox serves, as the Ads OpenAPI documents name them. A new one is one row.
const ROWS: TAdsRow[] = [
  spList('/sp/campaigns/list', 'application/vnd.spCampaign.v3+json'),
  spList('/sp/adGroups/list', 'application/vnd.spAdGroup.v3+json'),
  spList('/sp/keywords/list', 'application/vnd.spKeyword.v3+json'),
  spList('/sp/targets/list', 'application/vnd.spTargetingClause.v3+json'),
  spList('/sp/productAds/list', 'application/vnd.spProductAd.v3+json'),
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
  const ctx: TCtx = { reportId: created.json().reportId };

  it.each(ROWS.map((row) => [row.operation, row] as const))(
    '%s answers as the spec says',
    async (_n, row) => {
      const op = operationOf(row);
      for (const call of await row.calls(ctx)) {
        const res = await ads(op.method.toUpperCase() as 'GET' | 'POST', call.url, {
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
