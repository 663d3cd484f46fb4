import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { auditLog } from './db/schema/index.ts';
import { insertUser } from './testing/accounts.ts';
import { createTestSession } from './testing/registration-fixtures.ts';
import { buildTestApp, type TTestApp } from './testing/test-app.ts';

const ZEcho = z.strictObject({ name: z.string().min(3, 'Enter at least 3 characters for the name') });

describe('app skeleton', () => {
  let t: TTestApp;
  const seen: { bearer?: string | null; query?: unknown } = {};

  beforeAll(async () => {
    t = await buildTestApp({
      routes: (app) => {
        app.post('/api/test/echo', { schema: { body: ZEcho } }, async (request) => {
          seen.bearer = request.bearerToken;
          return { error: false, data: request.body };
        });
        app.get(
          '/api/test/query',
          { schema: { querystring: z.strictObject({ q: z.string() }) } },
          async (request) => {
            seen.query = request.query;
            return { error: false, data: request.query };
          },
        );
        app.get('/api/test/boom', async () => {
          throw new Error('secret internals at /srv/db password=hunter2');
        });
      },
    });
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'up' });
  });

  it('answers an unknown /api path with 404 in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, message: 'Not found: GET /api/does-not-exist' });
  });

  it('turns a validation failure into 400 with a readable message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message: 'name: Enter at least 3 characters for the name' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(true);
  });

  it('refuses a body over the size limit with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(true);
  });

  it('answers an unexpected error with 500 and no internals', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: true, message: 'Internal server error' });
    expect(res.body).not.toContain('hunter2');
  });

  it('reads the Bearer token from Authorization', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { authorization: 'Bearer abc.def.ghi' },
      payload: { name: 'Alice' },
    });
    expect(seen.bearer).toBe('abc.def.ghi');
    await t.app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'Alice' } });
    expect(seen.bearer).toBeNull();
  });

  it('removes login_name/login_email before validation and keeps them only in the audit log', async () => {
    const user = await insertUser(t.db, { email: 'alice@audit.test' });
    const token = await createTestSession(t.db, t.clock, user.id);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Alice', login_name: 'Alice Smith', login_email: 'alice@example.com' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Alice' });
    // The audit row is written after the response has gone out.
    const row = await vi.waitFor(async () => {
      const [latest] = await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      if (!latest) throw new Error('no audit row yet');
      return latest;
    });
    expect(row).toMatchObject({
      method: 'POST',
      route: '/api/test/echo',
      statusCode: 200,
      loginName: 'Alice Smith',
      loginEmail: 'alice@example.com',
      actorId: user.id,
    });
  });

  it('keeps no audit row of what an anonymous caller claims to be', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { name: 'Mallory', login_name: 'Root Admin', login_email: 'root@system.test' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Mallory' });
    // A signed-in call after it: once its row is there, the anonymous one would have been written too.
    const user = await insertUser(t.db, { email: 'marker@audit.test' });
    const token = await createTestSession(t.db, t.clock, user.id);
    await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'Marker', login_email: 'marker@audit.test' },
    });
    await vi.waitFor(async () => {
      const rows = await t.db.select().from(auditLog).where(eq(auditLog.loginEmail, 'marker@audit.test'));
      if (rows.length === 0) throw new Error('no marker row yet');
    });
    expect(await t.db.select().from(auditLog).where(eq(auditLog.loginEmail, 'root@system.test'))).toEqual([]);
  });

  it('removes login_name/login_email from GET queries too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/query?q=ok&login_name=Alice&login_email=alice%40example.com',
    });
    expect(res.statusCode).toBe(200);
    expect(seen.query).toEqual({ q: 'ok' });
  });

  it('sends security headers with a content security policy', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self';");
    // Profile pictures may live on any https host; scripts may not.
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https:");
    // The sandbox's product images (plain http outside production) load too.
    expect(res.headers['content-security-policy']).toMatch(/img-src [^;]*http:\/\/localhost:3100[ ;]/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes valid OpenAPI at /api/openapi.json and a docs UI at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    const result = await new Validator().validate(spec);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']));
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-type']).toContain('text/html');
  });
});

describe('readiness without a database', () => {
  it('answers 503 when the database cannot be reached', async () => {
    const t = await buildTestApp();
    const realPing = t.database.ping;
    t.database.ping = async () => false;
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    t.database.ping = realPing;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'not-ready', database: 'down' });
    await t.close();
  });
});

describe('serving the web app', () => {
  let t: TTestApp;
  beforeAll(async () => {
    const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Seller Tools</title><div id="root"></div>',
    );
    await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    // Above the compression threshold, as real bundles are.
    await writeFile(path.join(dist, 'assets', 'vendor-def456.js'), 'console.log("chunk");\n'.repeat(200));
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
  });
  afterAll(() => t.close());

  it('returns index.html for any page path so the client router can show /404', async () => {
    for (const url of ['/', '/some/unknown/page', '/404']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('lets app pages keep their popups, and the consent return page stay reachable from its opener', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/register/connect/amazon' });
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const back = await t.app.inject({ method: 'GET', url: '/auth/user/amazon?spapi_oauth_code=x&state=y' });
    expect(back.statusCode).toBe(200);
    expect(back.headers['cross-origin-opener-policy']).toBeUndefined();
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves JavaScript compressed, brotli first, gzip for clients without it', async () => {
    const original = 'console.log("chunk");\n'.repeat(200);
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(original);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/vendor-def456.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(original);
    const plain = await t.app.inject({ method: 'GET', url: '/assets/vendor-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('still answers unknown /api paths with JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: true, message: 'Not found: GET /api/unknown' });
  });

  it('answers a non-GET to an unknown page path with JSON 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/some/page' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(true);
  });
});

describe('client address behind proxies', () => {
  async function ipSeen(env: Record<string, string>) {
    const t = await buildTestApp({
      env,
      routes: (app) => {
        app.get('/api/test/ip', async (request) => ({ error: false, data: request.ip }));
      },
    });
    try {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '10.0.0.5',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      return res.json().data;
    } finally {
      await t.close();
    }
  }

  it('ignores X-Forwarded-For by default, so a caller cannot choose the address the limits count', async () => {
    expect(await ipSeen({})).toBe('10.0.0.5');
  });

  // Three apps built one after another (a database from the template each): minutes, not seconds, when
  // CI's workers share the two cores.
  it('takes the client from X-Forwarded-For when the proxy is trusted', { timeout: 120_000 }, async () => {
    expect(await ipSeen({ TRUST_PROXY: '10.0.0.0/8' })).toBe('203.0.113.9');
    expect(await ipSeen({ TRUST_PROXY: '127.0.0.1, 10.0.0.5' })).toBe('203.0.113.9');
    expect(await ipSeen({ TRUST_PROXY: '192.168.0.1' })).toBe('10.0.0.5');
  });
});
