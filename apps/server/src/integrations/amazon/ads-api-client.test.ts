import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { isRefreshTokenRefused } from '../../sync/reconnect-needed.ts';
import { amazonTestStore } from '../../testing/amazon-store.ts';
import { virtualTime } from '../../testing/virtual-time.ts';
import { createAccessTokens } from './access-tokens.ts';
import { createAdsApi } from './ads-api.ts';
import { createAdsApiClient, parseAdsJson } from './ads-api-client.ts';
import { AdsApiError } from './ads-api-errors.ts';
import { LwaError, type TLwaClient } from './lwa.ts';
import { createRateLimiter } from './rate-limiter.ts';

const box = createSecretBox(Buffer.alloc(32, 9));
// The store's SP-API token and its separate Amazon Ads grant (issue 18): Ads calls use the latter only.
const store = amazonTestStore({
  refreshTokenEnc: box.seal('Atzr|sp-api'),
  adsRefreshTokenEnc: box.seal('Atzr|ads'),
});
const CLIENT_ID = 'amzn1.application-oa2-client.test';

type TCall = { url: string; method: string; headers: Record<string, string>; body: unknown };

/** A scripted Ads endpoint: answers in turn, and remembers what it was asked. */
function scripted(answers: (Response | ((call: TCall) => Response))[]) {
  const calls: TCall[] = [];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const call: TCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>)),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const next = answers.shift();
    if (!next) throw new Error(`unexpected call ${call.method} ${call.url}`);
    return typeof next === 'function' ? next(call) : next;
  }) as typeof fetch;
  return { fetchFn, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });

function clientWith(fetchFn: typeof fetch, time = virtualTime(), refused = false) {
  let n = 0;
  const refreshedWith: string[] = [];
  const lwa: TLwaClient = {
    exchangeAuthorizationCode: async () => {
      throw new Error('unused');
    },
    refresh: async (refreshToken) => {
      refreshedWith.push(refreshToken);
      if (refused) throw new LwaError('invalid_grant: revoked', { code: 'invalid_grant', status: 400 });
      return { accessToken: `Atza|${++n}`, tokenType: 'bearer', expiresIn: 3600, refreshToken: null };
    },
  };
  const tokens = createAccessTokens({ lwa, secretBox: box, clock: fixedClock(new Date('2026-01-01')) });
  const client = createAdsApiClient({
    baseUrl: 'https://ads.example/',
    clientId: CLIENT_ID,
    tokens,
    limiter: createRateLimiter(time),
    fetch: fetchFn,
    time,
    random: () => 0.5,
  });
  return { client, api: createAdsApi({ client, fetch: fetchFn, time }), time, refreshedWith };
}

describe('Amazon Ads client', () => {
  it("authorizes with the store's Ads grant, never its SP-API token", async () => {
    const { fetchFn } = scripted([json([])]);
    const { api, refreshedWith } = clientWith(fetchFn);
    await api.listProfiles(store);
    expect(refreshedWith).toEqual(['Atzr|ads']);
  });

  it('makes no call for a store without Ads consent', async () => {
    const { fetchFn, calls } = scripted([]);
    const { api, refreshedWith } = clientWith(fetchFn);
    const { adsRefreshTokenEnc: _, ...spOnly } = store;
    await expect(api.listProfiles(spOnly)).rejects.toMatchObject({ kind: 'auth' });
    expect(calls).toEqual([]);
    expect(refreshedWith).toEqual([]);
  });

  it('a refused Ads grant is an Ads auth error, not a refused store authorization', async () => {
    const { fetchFn, calls } = scripted([]);
    const { api } = clientWith(fetchFn, virtualTime(), true);
    const error = await api.listProfiles(store).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdsApiError);
    expect(error).toMatchObject({ kind: 'auth' });
    expect(isRefreshTokenRefused(error)).toBe(false);
    expect(calls).toEqual([]);
  });

  it('sends the LWA token, client id, profile scope and vnd media types, and keeps int64 ids exact', async () => {
    const { fetchFn, calls } = scripted([
      json('{"campaigns":[{"campaignId":"123","name":"A","state":"ENABLED"}],"nextToken":"t2"}'),
      json('{"campaigns":[{"campaignId":9007199254740993,"name":"B","state":"ARCHIVED"}]}'),
    ]);
    const { api } = clientWith(fetchFn);
    const campaigns = await api.listAll(store, '3456789012345678', 'campaigns');
    expect(campaigns.map((c) => c.campaignId)).toEqual(['123', '9007199254740993']);
    expect(calls[0]).toMatchObject({
      url: 'https://ads.example/sp/campaigns/list',
      method: 'POST',
      headers: {
        authorization: 'Bearer Atza|1',
        'amazon-advertising-api-clientid': CLIENT_ID,
        'amazon-advertising-api-scope': '3456789012345678',
        'content-type': 'application/vnd.spCampaign.v3+json',
        accept: 'application/vnd.spCampaign.v3+json',
      },
      body: { stateFilter: { include: ['ENABLED', 'PAUSED', 'ARCHIVED'] }, includeExtendedDataFields: true },
    });
    expect(calls[1]?.body).toMatchObject({ nextToken: 't2' });
    expect(parseAdsJson('[{"profileId":12345678901234567,"cost":1.5}]')).toEqual([
      { profileId: '12345678901234567', cost: 1.5 },
    ]);
  });

  it('lists profiles without a scope', async () => {
    const { fetchFn, calls } = scripted([
      json([{ profileId: 1, accountInfo: { marketplaceStringId: 'X' } }]),
    ]);
    const { api } = clientWith(fetchFn);
    expect(await api.listProfiles(store)).toHaveLength(1);
    expect(calls[0]?.headers).not.toHaveProperty('amazon-advertising-api-scope');
    expect(calls[0]?.headers).not.toHaveProperty('content-type');
  });

  it('waits out a 429 for as long as Retry-After says, then succeeds', async () => {
    const { fetchFn, calls } = scripted([
      json({ code: 'THROTTLED', message: 'Too Many Requests' }, 429, { 'Retry-After': '3' }),
      json({ code: 'THROTTLED', message: 'Too Many Requests' }, 429, { 'Retry-After': '3' }),
      json([]),
    ]);
    const { api, time } = clientWith(fetchFn);
    await api.listProfiles(store);
    expect(calls).toHaveLength(3);
    expect(time.slept.filter((ms) => ms >= 3000)).toHaveLength(2);
    expect(time.now()).toBeLessThan(10_000);
  });

  it('refreshes a refused token once, then reports the refusal as an auth error', async () => {
    const unauthorized = () =>
      json({ code: 'UNAUTHORIZED', message: 'Not authorized to access scope 1' }, 401);
    const { fetchFn, calls } = scripted([unauthorized(), unauthorized()]);
    const { api } = clientWith(fetchFn);
    const error = await api.listProfiles(store).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdsApiError);
    expect(error).toMatchObject({ kind: 'auth', status: 401, code: 'UNAUTHORIZED' });
    expect(calls.map((c) => c.headers.authorization)).toEqual(['Bearer Atza|1', 'Bearer Atza|2']);
  });

  it('retries Amazon failures with backoff and gives up on a bad request at once', async () => {
    const { fetchFn, calls } = scripted([
      json({ code: 'INTERNAL_ERROR', message: 'Internal error' }, 500),
      json({ code: 'SERVICE_UNAVAILABLE', message: 'later' }, 503),
      json([]),
      json({ code: 'INVALID_ARGUMENT', message: 'maxResults: too big' }, 400),
    ]);
    const { api } = clientWith(fetchFn);
    await api.listProfiles(store);
    expect(calls).toHaveLength(3);
    await expect(api.listProfiles(store)).rejects.toMatchObject({
      kind: 'client',
      message: 'listProfiles: maxResults: too big',
    });
    expect(calls).toHaveLength(4);
  });
});

describe('Amazon Ads v3 reports', () => {
  const request = {
    name: 'r',
    startDate: '2026-01-01',
    endDate: '2026-01-31',
    configuration: {
      adProduct: 'SPONSORED_PRODUCTS' as const,
      reportTypeId: 'spCampaigns',
      groupBy: ['campaign'],
      columns: ['date', 'campaignId', 'cost'],
      timeUnit: 'DAILY' as const,
      format: 'GZIP_JSON' as const,
    },
  };
  const rows = [{ date: '2026-01-01', campaignId: 1, cost: 2.5 }];
  const file = () => new Response(gzipSync(JSON.stringify(rows)), { status: 200 });

  it('creates, polls until COMPLETED and reads the GZIP JSON without Amazon headers', async () => {
    const { fetchFn, calls } = scripted([
      json({ reportId: 'r-1', status: 'PENDING' }),
      json({ reportId: 'r-1', status: 'PROCESSING' }),
      json({ reportId: 'r-1', status: 'COMPLETED', url: 'https://files.example/r-1?sig=x' }),
      file(),
    ]);
    const { api } = clientWith(fetchFn);
    expect(await api.fetchReport(store, '42', request)).toEqual(rows);
    expect(calls[0]).toMatchObject({
      url: 'https://ads.example/reporting/reports',
      headers: {
        'content-type': 'application/vnd.createasyncreportrequest.v3+json',
        'amazon-advertising-api-scope': '42',
      },
      body: request,
    });
    expect(calls[1]?.url).toBe('https://ads.example/reporting/reports/r-1');
    expect(calls[3]?.url).toBe('https://files.example/r-1?sig=x');
    expect(calls[3]?.headers).toEqual({});
  });

  it('waits for the pending twin of a duplicate request (425) instead of failing', async () => {
    const { fetchFn, calls } = scripted([
      json({ code: '425', detail: 'The Request is a duplicate of : 0a1b-2c' }, 425),
      json({ reportId: '0a1b-2c', status: 'COMPLETED', url: 'https://files.example/x' }),
      file(),
    ]);
    const { api } = clientWith(fetchFn);
    expect(await api.fetchReport(store, '42', request)).toEqual(rows);
    expect(calls[1]?.url).toBe('https://ads.example/reporting/reports/0a1b-2c');
  });

  it('fails when Amazon could not make the report', async () => {
    const { fetchFn } = scripted([
      json({ reportId: 'r-2', status: 'PENDING' }),
      json({ reportId: 'r-2', status: 'FAILED', failureReason: 'Internal error' }),
    ]);
    const { api } = clientWith(fetchFn);
    await expect(api.fetchReport(store, '42', request)).rejects.toThrow('getAsyncReport: Internal error');
  });
});
