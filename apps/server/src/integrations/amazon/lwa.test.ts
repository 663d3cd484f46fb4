import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeLwa, type TFakeLwa } from '../../testing/fake-lwa.ts';
import { createLwaClient, LwaError } from './lwa.ts';

const credentials = { clientId: 'amzn1.application-oa2-client.test', clientSecret: 'test-secret' };

describe('LWA client against a fake token endpoint', () => {
  let lwa: TFakeLwa;
  beforeAll(async () => {
    lwa = await startFakeLwa(credentials);
  });
  afterAll(() => lwa.close());

  it('exchanges an authorization code with a form-encoded POST', async () => {
    lwa.issueCode('ANcode1', 'Atzr|refresh-1');
    const client = createLwaClient({ tokenUrl: lwa.url, ...credentials });
    const tokens = await client.exchangeAuthorizationCode('ANcode1', 'https://app.example/auth/user/amazon');
    expect(tokens).toEqual({
      accessToken: 'Atza|access-for-ANcode1',
      tokenType: 'bearer',
      expiresIn: 3600,
      refreshToken: 'Atzr|refresh-1',
    });
    expect(lwa.requests.at(-1)).toEqual({
      grant_type: 'authorization_code',
      code: 'ANcode1',
      redirect_uri: 'https://app.example/auth/user/amazon',
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
    });
  });

  it('refreshes an access token', async () => {
    const client = createLwaClient({ tokenUrl: lwa.url, ...credentials });
    expect(await client.refresh('Atzr|refresh-1')).toMatchObject({
      accessToken: 'Atza|refreshed',
      refreshToken: null,
    });
    expect(lwa.requests.at(-1)).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'Atzr|refresh-1',
    });
  });

  it("turns LWA's error bodies into readable errors", async () => {
    const client = createLwaClient({ tokenUrl: lwa.url, ...credentials });
    const reused = await client.exchangeAuthorizationCode('ANcode1', 'https://x').catch((e: unknown) => e);
    expect(reused).toBeInstanceOf(LwaError);
    expect(reused).toMatchObject({
      code: 'invalid_grant',
      status: 400,
      message: 'invalid_grant: The request has an invalid grant parameter : code',
    });
    const wrongSecret = createLwaClient({
      tokenUrl: lwa.url,
      clientId: credentials.clientId,
      clientSecret: 'x',
    });
    await expect(wrongSecret.refresh('r')).rejects.toMatchObject({ code: 'invalid_client', status: 401 });
  });
});

describe('LWA client failures', () => {
  const base = { tokenUrl: 'https://lwa.example/auth/o2/token', ...credentials };

  it('gives up after the time-out with a readable error', async () => {
    const hanging: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const client = createLwaClient({ ...base, fetch: hanging, timeoutMs: 50 });
    await expect(client.exchangeAuthorizationCode('c', 'r')).rejects.toThrow(
      'Amazon did not answer within 0.05 s',
    );
    const defaultTimeout = createLwaClient({ ...base, fetch: hanging });
    const pending = defaultTimeout.refresh('r').catch((e: unknown) => e);
    // The default is 15 s; the call must still be waiting well before that.
    const raced = await Promise.race([pending, new Promise((r) => setTimeout(() => r('waiting'), 100))]);
    expect(raced).toBe('waiting');
  });

  it('reports an unreachable endpoint', async () => {
    const refused: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const client = createLwaClient({ ...base, fetch: refused });
    await expect(client.refresh('r')).rejects.toThrow('Amazon could not be reached');
  });

  it('reports a non-JSON error page by its status, and a success without a refresh token', async () => {
    const html: typeof fetch = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(createLwaClient({ ...base, fetch: html }).refresh('r')).rejects.toThrow('HTTP 502');
    const noRefresh: typeof fetch = async () =>
      Response.json({ access_token: 'a', token_type: 'bearer', expires_in: 3600 });
    await expect(
      createLwaClient({ ...base, fetch: noRefresh }).exchangeAuthorizationCode('c', 'r'),
    ).rejects.toThrow('Amazon answered without a refresh token');
  });
});
