import { afterAll, describe, expect, it } from 'vitest';
import { NOT_AN_ADS_TOKEN } from './ads-api/ads-operation.ts';
import { demoSellers } from './sellers.ts';
import { adsClient } from './testing/ads-client.ts';
import { accessTokenFor, adsAccessTokenFor, spClient } from './testing/sp-client.ts';
import {
  buildTestSandbox,
  CLIENT_ID,
  CLIENT_SECRET,
  codeExchange,
  exchange,
  form,
  obtainAdsCode,
  REDIRECT_URI,
} from './testing/test-sandbox.ts';

// Amazon Ads is a Login with Amazon grant of its own (issue 18): its tokens open the Ads API only, and
// the SP-API's open the SP-API only, each refused in its own API's error shape.

const SELLER = demoSellers('na')[0]?.sellingPartnerId ?? '';
const PARTICIPATIONS = '/sellers/v1/marketplaceParticipations';

describe('the Amazon Ads consent and its tokens', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' });
  afterAll(() => sandbox.app.close());

  it('shows the Login with Amazon page for the advertising scope, and refuses another scope', async () => {
    const query = (scope: string) =>
      new URLSearchParams({
        client_id: CLIENT_ID,
        scope,
        response_type: 'code',
        redirect_uri: REDIRECT_URI,
        state: 's1',
      }).toString();
    const page = await sandbox.app.inject({ url: `/ap/oa?${query('advertising::campaign_management')}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Amazon Advertising');
    const wrong = await sandbox.app.inject({ url: `/ap/oa?${query('profile')}` });
    expect(wrong.statusCode).toBe(400);
  });

  it('returns code, scope and state; a cancel returns access_denied', async () => {
    const fields = {
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'advertising::campaign_management',
      state: 'st-1',
      redirect_uri: REDIRECT_URI,
    };
    const allowed = await sandbox.app.inject({
      method: 'POST',
      url: '/ap/oa',
      ...form({ ...fields, action: 'confirm', selling_partner_id: SELLER }),
    });
    const back = new URL(String(allowed.headers.location));
    expect(back.searchParams.get('state')).toBe('st-1');
    expect(back.searchParams.get('scope')).toBe('advertising::campaign_management');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(back.searchParams.get('spapi_oauth_code')).toBeNull();
    const cancelled = await sandbox.app.inject({
      method: 'POST',
      url: '/ap/oa',
      ...form({ ...fields, action: 'cancel' }),
    });
    expect(new URL(String(cancelled.headers.location)).searchParams.get('error')).toBe('access_denied');
  });

  it('issues a refresh token whose access tokens stay Ads tokens', async () => {
    const first = (await codeExchange(sandbox.app, await obtainAdsCode(sandbox.app, SELLER))).json();
    const refreshed = await exchange(sandbox.app, {
      grant_type: 'refresh_token',
      refresh_token: first.refresh_token,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
    const ads = adsClient(sandbox, refreshed.json().access_token);
    expect((await ads('GET', '/v2/profiles')).statusCode).toBe(200);
    const sp = spClient(sandbox, refreshed.json().access_token);
    expect((await sp('GET', PARTICIPATIONS)).statusCode).toBe(403);
  });

  it('the Ads API refuses an SP-API token: 401 UNAUTHORIZED in the Ads shape', async () => {
    const ads = adsClient(sandbox, await accessTokenFor(sandbox.app, SELLER));
    const res = await ads('GET', '/v2/profiles');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: NOT_AN_ADS_TOKEN });
  });

  it('the SP-API refuses an Ads token: 403 Unauthorized in the SP-API shape', async () => {
    const sp = spClient(sandbox, await adsAccessTokenFor(sandbox.app, SELLER));
    const res = await sp('GET', PARTICIPATIONS);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].code).toBe('Unauthorized');
    // The same seller's SP-API token still works: the refusal is about the grant, not the seller.
    const own = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER));
    expect((await own('GET', PARTICIPATIONS)).statusCode).toBe(200);
  });
});
