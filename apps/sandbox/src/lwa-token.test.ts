import { afterAll, describe, expect, it } from 'vitest';
import { demoSellers } from './sellers.ts';
import {
  buildTestSandbox,
  CLIENT_ID,
  CLIENT_SECRET,
  codeExchange,
  exchange,
  obtainCode,
  type TTestSandbox,
} from './testing/test-sandbox.ts';

const SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const invalidGrant = (parameter: string) => ({
  error: 'invalid_grant',
  error_description: `The request has an invalid grant parameter : ${parameter}`,
});

describe('LWA authorization_code grant', async () => {
  const { app, clock }: TTestSandbox = await buildTestSandbox();
  afterAll(() => app.close());

  it('exchanges a code for bearer tokens the SP-API routes will accept', async () => {
    const res = await codeExchange(app, await obtainCode(app, SELLER));
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^Atza\|[\w-]+$/),
      refresh_token: expect.stringMatching(/^Atzr\|[\w-]+$/),
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(app.authStore.findAccessToken(body.access_token)).toBe(SELLER);
  });

  it('accepts a form content type with a charset', async () => {
    const code = await obtainCode(app, SELLER);
    const res = await app.inject({
      method: 'POST',
      url: '/auth/o2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: 'http://localhost:3000/auth/user/amazon',
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('honours a code only once', async () => {
    const code = await obtainCode(app, SELLER);
    expect((await codeExchange(app, code)).statusCode).toBe(200);
    const again = await codeExchange(app, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidGrant('code'));
  });

  it('refuses an unknown code', async () => {
    const res = await codeExchange(app, 'ANDZcRhJxyNbVSnYxYgs');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidGrant('code'));
  });

  it('honours a code for 5 minutes and no longer', async () => {
    const early = await obtainCode(app, SELLER);
    const late = await obtainCode(app, SELLER);
    clock.advance(4 * 60_000 + 59_000);
    expect((await codeExchange(app, early)).statusCode).toBe(200);
    clock.advance(2000);
    const expired = await codeExchange(app, late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual(invalidGrant('code'));
  });

  it('refuses a redirect_uri other than the one used at consent, and spends the code', async () => {
    const code = await obtainCode(app, SELLER);
    const res = await codeExchange(app, code, { redirect_uri: 'http://127.0.0.1:3000/auth/user/amazon' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidGrant('redirect_uri'));
    expect((await codeExchange(app, code)).json()).toEqual(invalidGrant('code'));
  });

  it('refuses a wrong client secret or client id with 401 invalid_client, leaving the code usable', async () => {
    const code = await obtainCode(app, SELLER);
    const wrongClients: Record<string, string>[] = [
      { client_secret: 'wrong' },
      { client_id: 'amzn1.application-oa2-client.other' },
    ];
    for (const overrides of wrongClients) {
      const res = await codeExchange(app, code, overrides);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: 'invalid_client',
        error_description: 'Client authentication failed',
      });
    }
    expect((await codeExchange(app, code)).statusCode).toBe(200);
  });

  it.each(['code', 'redirect_uri', 'client_id', 'client_secret'])(
    'answers invalid_request when %s is missing',
    async (name) => {
      const code = await obtainCode(app, SELLER);
      const res = await codeExchange(app, code, { [name]: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: 'invalid_request',
        error_description: `The request is missing a required parameter : ${name}`,
      });
    },
  );

  it('answers invalid_request for a repeated parameter', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/o2/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=authorization_code&code=a&code=b&redirect_uri=x&client_id=${CLIENT_ID}&client_secret=${CLIENT_SECRET}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answers invalid_request for a missing grant_type, an empty body, or an unparsable one', async () => {
    const noGrant = await exchange(app, { client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
    expect(noGrant.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The request is missing a required parameter : grant_type',
    });
    const empty = await app.inject({ method: 'POST', url: '/auth/o2/token' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error: 'invalid_request' });
    const unparsable = await app.inject({
      method: 'POST',
      url: '/auth/o2/token',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(unparsable.statusCode).toBe(400);
    expect(unparsable.json()).toEqual({ error: 'invalid_request', error_description: 'Malformed request' });
  });

  it('answers unsupported_grant_type', async () => {
    const res = await exchange(app, {
      grant_type: 'password',
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });
});

describe('LWA refresh_token grant', async () => {
  const { app, clock }: TTestSandbox = await buildTestSandbox();
  afterAll(() => app.close());

  const refresh = (refreshToken: string, overrides: Record<string, string> = {}) =>
    exchange(app, {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: CLIENT_ID,
      client_secret: CLIENT_SECRET,
      ...overrides,
    });

  it('issues a new access token and keeps the refresh token', async () => {
    const first = (await codeExchange(app, await obtainCode(app, SELLER))).json();
    const res = await refresh(first.refresh_token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^Atza\|/),
      refresh_token: first.refresh_token,
      token_type: 'bearer',
      expires_in: 3600,
    });
    expect(body.access_token).not.toBe(first.access_token);
    expect(app.authStore.findAccessToken(body.access_token)).toBe(SELLER);
    // The earlier access token stays valid until its own expiry, as with LWA.
    expect(app.authStore.findAccessToken(first.access_token)).toBe(SELLER);
  });

  it('refuses an unknown refresh token and a wrong secret', async () => {
    const unknown = await refresh('Atzr|nothing');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(invalidGrant('refresh_token'));
    const first = (await codeExchange(app, await obtainCode(app, SELLER))).json();
    const wrongSecret = await refresh(first.refresh_token, { client_secret: 'nope' });
    expect(wrongSecret.statusCode).toBe(401);
    expect(wrongSecret.json()).toMatchObject({ error: 'invalid_client' });
  });

  it('answers invalid_request without a refresh token', async () => {
    const res = await refresh('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid_request',
      error_description: 'The request is missing a required parameter : refresh_token',
    });
  });

  it('lets access tokens lapse after 3600 s while the refresh token lives on', async () => {
    const first = (await codeExchange(app, await obtainCode(app, SELLER))).json();
    clock.advance(3599_000);
    expect(app.authStore.findAccessToken(first.access_token)).toBe(SELLER);
    clock.advance(1000);
    expect(app.authStore.findAccessToken(first.access_token)).toBeNull();
    const renewed = await refresh(first.refresh_token);
    expect(renewed.statusCode).toBe(200);
    expect(app.authStore.findAccessToken(renewed.json().access_token)).toBe(SELLER);
  });

  it('knows nothing of a made-up access token', () => {
    expect(app.authStore.findAccessToken('Atza|made-up')).toBeNull();
  });
});
