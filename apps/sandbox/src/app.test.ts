import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSandboxApp } from './app.ts';
import { loadSandboxConfig } from './config.ts';

describe('marketplace sandbox skeleton', async () => {
  const app = await buildSandboxApp({ logger: pino({ level: 'silent' }) });
  afterAll(() => app.close());

  it('answers /healthz', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', service: 'marketplace-sandbox' });
  });

  it('answers unknown paths the way Amazon does', async () => {
    const res = await app.inject({ method: 'GET', url: '/orders/v0/nothing?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      errors: [{ code: 'NotFound', message: 'Resource /orders/v0/nothing is not found.' }],
    });
  });
});

describe('sandbox config', () => {
  it('defaults the port to 3100', () => {
    expect(loadSandboxConfig({}).SANDBOX_PORT).toBe(3100);
  });
  it('defaults the app registration to the server defaults', () => {
    expect(loadSandboxConfig({})).toMatchObject({
      SANDBOX_APP_ID: 'amzn1.sp.solution.seller-tools-dev',
      SANDBOX_CLIENT_ID: 'amzn1.application-oa2-client.seller-tools-dev',
      SANDBOX_CLIENT_SECRET: 'seller-tools-dev-secret',
      SANDBOX_REDIRECT_URIS: [
        'http://localhost:3000/auth/user/amazon',
        'http://127.0.0.1:3000/auth/user/amazon',
      ],
      SANDBOX_ALLOW_ANY_LOCAL_PORT: true,
    });
  });
  it('reads a redirect URI list and the local-port switch', () => {
    const config = loadSandboxConfig({
      SANDBOX_REDIRECT_URIS: ' https://app.example.com/auth/user/amazon , ',
      SANDBOX_ALLOW_ANY_LOCAL_PORT: 'false',
    });
    expect(config.SANDBOX_REDIRECT_URIS).toEqual(['https://app.example.com/auth/user/amazon']);
    expect(config.SANDBOX_ALLOW_ANY_LOCAL_PORT).toBe(false);
    expect(() => loadSandboxConfig({ SANDBOX_REDIRECT_URIS: 'not a url' })).toThrow(/SANDBOX_REDIRECT_URIS/);
    expect(() => loadSandboxConfig({ SANDBOX_ALLOW_ANY_LOCAL_PORT: 'yes' })).toThrow(
      /SANDBOX_ALLOW_ANY_LOCAL_PORT/,
    );
  });
  it('names a bad variable', () => {
    expect(() => loadSandboxConfig({ SANDBOX_PORT: 'abc' })).toThrow(/SANDBOX_PORT/);
  });
});
