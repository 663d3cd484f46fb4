import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { inchesOf, poundsOf } from '../../sync/measures.ts';
import { amazonTestStore } from '../../testing/amazon-store.ts';
import { virtualTime } from '../../testing/virtual-time.ts';
import { ADS_REPORT_STATUS_TYPE, createAdsApi } from './ads-api.ts';
import type { TAdsApiClient, TAdsRequest } from './ads-api-client.ts';
import { adsErrorOf } from './ads-api-errors.ts';
import { createAmazonHttp } from './amazon-http.ts';
import { consentUrl } from './consent.ts';
import { createRateLimiter } from './rate-limiter.ts';
import { createSpApi } from './sp-api.ts';
import type { TSpApiClient } from './sp-api-client.ts';
import { SpApiError } from './sp-api-errors.ts';

// What Amazon really sends, read without tripping (issue 18, "Tolerant parsing").

const store = amazonTestStore();

describe('tolerant parsing of Amazon answers', () => {
  it('takes a 2xx with an empty body as success (Amazon has acted: no SyntaxError, no retry)', async () => {
    let calls = 0;
    const time = virtualTime();
    const http = createAmazonHttp(
      {
        Error: SpApiError,
        unreachable: 'unreachable',
        authHeaders: () => ({}),
        errorOf: () => ({ code: null, message: null }),
        isStaleToken: () => false,
        publishesRates: true,
      },
      {
        baseUrl: 'https://sp.example',
        tokens: { get: async () => 'Atza|1', invalidate: () => {} },
        limiter: createRateLimiter(time),
        time,
        fetch: (async () => {
          calls++;
          return new Response('', { status: 201, headers: { 'content-type': 'application/hal+json' } });
        }) as typeof fetch,
      },
    );
    await expect(
      http.send({
        store,
        operation: 'createProductReviewAndSellerFeedbackSolicitation',
        bucket: { key: 'k', plan: { rate: 1, burst: 5 } },
        method: 'POST',
        path: '/solicitations/v1/orders/1/solicitations/productReviewAndSellerFeedback',
      }),
    ).resolves.toBeUndefined();
    expect(calls).toBe(1);
  });

  it('decodes a report document in the charset its download names (windows-1252 as Cp1252)', async () => {
    const text = 'sku\titem-name\nSKU-1\tCafé Müller – 5 €\n';
    const bytes = Buffer.from(new Uint8Array([...text].map((c) => CP1252[c] ?? c.charCodeAt(0))));
    const answers: Record<string, unknown> = {
      createReport: { reportId: 'R1' },
      getReport: { processingStatus: 'DONE', reportDocumentId: 'D1' },
      getReportDocument: { url: 'https://docs.example/D1' },
    };
    const client: TSpApiClient = { call: async (_s, operation) => answers[operation] as never };
    const spApi = createSpApi({
      client,
      time: virtualTime(),
      fetch: (async () =>
        new Response(bytes, { headers: { 'content-type': 'text/plain;charset=Cp1252' } })) as typeof fetch,
    });
    expect(
      await spApi.fetchReport(store, { reportType: 'GET_MERCHANT_LISTINGS_ALL_DATA', marketplaceIds: [] }),
    ).toBe(text);
  });

  it('converts catalogue dimensions to inches and pounds from the unit Amazon names', () => {
    expect(inchesOf({ unit: 'centimeters', value: 25.4 })).toBe('10.00');
    expect(inchesOf({ unit: 'inches', value: 3.5 })).toBe('3.50');
    expect(poundsOf({ unit: 'kilograms', value: 1 })).toBe('2.205');
    expect(poundsOf({ unit: 'grams', value: 453.59237 })).toBe('1.000');
    expect(poundsOf({ unit: 'ounces', value: 8 })).toBe('0.500');
    expect(poundsOf({ unit: 'pounds', value: 2 })).toBe('2.000');
    // A unit we cannot convert is no value rather than a wrong one.
    expect(inchesOf({ unit: 'pixels', value: 500 })).toBeNull();
    expect(poundsOf({ value: 1 })).toBeNull();
  });

  it("reads an Ads error's message from v3's { code, message } as well as the older details", () => {
    expect(adsErrorOf({ code: 'ACCESS_DENIED', message: 'Profile not accessible' })).toEqual({
      code: 'ACCESS_DENIED',
      message: 'Profile not accessible',
    });
    expect(adsErrorOf({ code: '429', details: 'Too Many Requests' }).message).toBe('Too Many Requests');
  });

  it('asks the Ads report status in its own media type (getasyncreportresponse)', async () => {
    const seen: { operation: string; request: TAdsRequest }[] = [];
    const client: TAdsApiClient = {
      call: async (_s, operation, request) => {
        seen.push({ operation, request });
        return (
          operation === 'createAsyncReport'
            ? { reportId: 'R1', status: 'PENDING' }
            : { reportId: 'R1', status: 'COMPLETED', url: 'https://docs.example/R1' }
        ) as never;
      },
    };
    const ads = createAdsApi({
      client,
      time: virtualTime(),
      fetch: (async () => new Response(gzipSync('[]'))) as typeof fetch,
    });
    await ads.fetchReport(store, '1', {
      name: 'r',
      startDate: '2026-01-01',
      endDate: '2026-01-02',
      configuration: {
        adProduct: 'SPONSORED_PRODUCTS',
        reportTypeId: 'spCampaigns',
        groupBy: ['campaign'],
        columns: ['date'],
        timeUnit: 'DAILY',
        format: 'GZIP_JSON',
      },
    });
    expect(seen.find((s) => s.operation === 'getAsyncReport')?.request.accept).toBe(ADS_REPORT_STATUS_TYPE);
    expect(ADS_REPORT_STATUS_TYPE).toBe('application/vnd.getasyncreportresponse.v3+json');
  });

  it('asks the consent with version=beta only when configured, off by default in production', () => {
    const base = {
      host: 'https://sellercentral.amazon.com',
      applicationId: 'app',
      state: 's',
      redirectUri: 'r',
    };
    expect(new URL(consentUrl({ ...base, beta: true })).searchParams.get('version')).toBe('beta');
    expect(new URL(consentUrl({ ...base, beta: false })).searchParams.has('version')).toBe(false);
    expect(loadConfig({}).AMAZON_CONSENT_BETA).toBe(true);
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://app.example' };
    expect(loadConfig(production).AMAZON_CONSENT_BETA).toBe(false);
    expect(loadConfig({ ...production, AMAZON_CONSENT_BETA: 'true' }).AMAZON_CONSENT_BETA).toBe(true);
    expect(() => loadConfig({ AMAZON_CONSENT_BETA: 'yes' })).toThrow(/AMAZON_CONSENT_BETA/);
  });
});

/** The windows-1252 bytes of the test's non-ASCII characters. */
const CP1252: Record<string, number> = { é: 0xe9, ü: 0xfc, '–': 0x96, '€': 0x80 };
