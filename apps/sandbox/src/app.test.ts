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
  it('names a bad variable', () => {
    expect(() => loadSandboxConfig({ SANDBOX_PORT: 'abc' })).toThrow(/SANDBOX_PORT/);
  });
});
