import { tooManyRequestsMessage } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_DEFAULTS } from '../config.ts';
import { buildTestApp, type TTestApp } from '../testing/test-app.ts';
import { isAuthFamily } from './rate-limits.ts';

// Issue 17, M8: per-IP limits on every /api call, tighter on the auth family, and on 404 answers.

describe('per-IP limits with the defaults', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // testConfig lifts the limits for every other test; this app has the real defaults back.
    t = await buildTestApp({
      env: {
        RATE_LIMIT_API_MAX: String(RATE_LIMIT_DEFAULTS.apiMax),
        RATE_LIMIT_AUTH_MAX: String(RATE_LIMIT_DEFAULTS.authMax),
        RATE_LIMIT_NOT_FOUND_MAX: String(RATE_LIMIT_DEFAULTS.notFoundMax),
      },
    });
  });
  afterAll(() => t.close());

  it('answers 300 rapid requests to a missing route with 429 after the limit', async () => {
    const answers = [];
    for (let i = 0; i < 300; i++)
      answers.push(await t.app.inject({ method: 'GET', url: `/api/nothing-${i}` }));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.slice(0, RATE_LIMIT_DEFAULTS.notFoundMax).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(RATE_LIMIT_DEFAULTS.notFoundMax).every((s) => s === 429)).toBe(true);
    const last = answers.at(-1);
    const retryAfter = Number(last?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_LIMIT_DEFAULTS.windowSeconds);
    expect(last?.json()).toEqual({ error: true, message: tooManyRequestsMessage(retryAfter) });
    // Another client is not held back by this one.
    const other = await t.app.inject({ method: 'GET', url: '/api/nothing', remoteAddress: '198.51.100.7' });
    expect(other.statusCode).toBe(404);
  });
});

describe('per-IP limits', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      env: { RATE_LIMIT_API_MAX: '8', RATE_LIMIT_AUTH_MAX: '3', RATE_LIMIT_NOT_FOUND_MAX: '100' },
    });
  });
  afterAll(() => t.close());

  const signIn = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { email: 'nobody@example.test', password: 'wrong-password' },
    });

  it('gives the auth family a tighter budget than the rest of /api', async () => {
    const ip = '203.0.113.10';
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(ip)).statusCode);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
    // The rest of /api still answers this client, up to its own limit (8, the 4 sign-ins included).
    const plan = await t.app.inject({ method: 'GET', url: '/api/plan/list', remoteAddress: ip });
    expect(plan.statusCode).not.toBe(429);
  });

  it('counts every /api call of a client, but not the probes outside /api', async () => {
    const ip = '203.0.113.20';
    const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: ip });
    for (let i = 0; i < 8; i++) expect((await get('/api/plan/list')).statusCode).not.toBe(429);
    const over = await get('/api/plan/list');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect((await get('/healthz')).statusCode).toBe(200);
  });

  it('counts the socket address, whatever X-Forwarded-For claims (no TRUST_PROXY)', async () => {
    const ip = '203.0.113.30';
    const statuses = [];
    for (let i = 0; i < 9; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/plan/list',
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `192.0.2.${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('isAuthFamily', () => {
  it.each([
    ['POST', '/api/auth/login', true],
    ['POST', '/api/auth/login/mfa', true],
    ['PUT', '/api/auth/login/password', true],
    ['POST', '/api/signup', true],
    ['POST', '/api/auth/login/forgotpassword', true],
    ['PUT', '/api/email/review/codeverify', true],
    ['POST', '/api/user/invitation', true],
    ['GET', '/api/plan/list', false],
    ['GET', undefined, false],
  ])('%s %s → %s', (method, url, expected) => {
    expect(isAuthFamily(method, url)).toBe(expected);
  });
});
