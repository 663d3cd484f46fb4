import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTROL_CHARACTERS_MESSAGE } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { devMailboxNotice } from './dev-mailbox.routes.ts';

async function webDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  return dist;
}

describe('dev mailbox (outside production)', () => {
  let t: TTestApp;
  beforeAll(async () => {
    // With the web app served, so the test also proves the SPA fallback does not swallow /dev/mailbox.
    t = await buildTestApp({ env: { WEB_DIST_DIR: await webDist() } });
    const base = Date.parse('2026-11-22T12:00:00Z');
    await t.db.insert(emailOutbox).values([
      {
        to: 'reader@example.com',
        subject: 'First',
        text: 'one',
        status: 'outbox',
        createdAt: new Date(base),
      },
      {
        to: 'Reader@Example.com',
        subject: '<script>alert("x")</script> Second',
        text: 'code 123456 & <b>bold</b>',
        html: '<p>two</p>',
        status: 'outbox',
        createdAt: new Date(base + 60_000),
      },
      {
        to: 'other@example.com',
        subject: 'Not yours',
        text: 'three',
        status: 'outbox',
        createdAt: new Date(base),
      },
    ]);
  });
  afterAll(() => t.close());

  it('GET /api/dev/mailbox lists one address newest first', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=READER@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      error: false,
      data: [
        {
          to: 'Reader@Example.com',
          subject: '<script>alert("x")</script> Second',
          text: 'code 123456 & <b>bold</b>',
          html: '<p>two</p>',
          created_at: '2026-11-22T12:01:00.000Z',
        },
        {
          to: 'reader@example.com',
          subject: 'First',
          text: 'one',
          html: null,
          created_at: '2026-11-22T12:00:00.000Z',
        },
      ],
    });
  });

  it('GET /api/dev/mailbox needs an address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(true);
  });

  // Issue 17: a NUL in the address reached PostgreSQL and answered 500, on the page and the endpoint.
  it('refuses an address holding a control character with a 400, page and endpoint alike', async () => {
    for (const url of [
      '/dev/mailbox?to=reader%00x',
      '/api/dev/mailbox?to=reader%00x',
      '/dev/mailbox?to=%07',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: true, message: `to: ${CONTROL_CHARACTERS_MESSAGE}` });
    }
  });

  it('GET /dev/mailbox shows the messages as escaped HTML with a form and no script', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=reader%40example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<form method="get" action="/dev/mailbox">');
    expect(res.body).toContain('value="reader@example.com"');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Second');
    expect(res.body).toContain('code 123456 &amp; &lt;b&gt;bold&lt;/b&gt;');
    expect(res.body).toContain('2026-11-22 12:01:00 UTC');
    expect(res.body).not.toContain('<script');
    expect(res.body).not.toContain('Not yours');
    expect(res.body.indexOf('Second')).toBeLessThan(res.body.indexOf('First'));
  });

  it('GET /dev/mailbox without an address shows just the form', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Type an address');
    expect(res.body).not.toContain('id="root"');
  });
});

describe('dev mailbox from another machine', () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: await webDist(), TRUST_PROXY: '127.0.0.1' } });
    await t.db
      .insert(emailOutbox)
      .values({ to: 'reader@example.com', subject: 'Code', text: '123456', status: 'outbox' });
  });
  afterAll(() => t.close());

  it('answers as for a path that does not exist', async () => {
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox?to=reader@example.com',
      remoteAddress: '192.168.1.20',
    });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ error: true, message: 'Not found: GET /api/dev/mailbox' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox?to=reader@example.com',
      remoteAddress: '::ffff:10.0.0.5',
    });
    expect(page.body).not.toContain('123456');
    expect(page.body).toContain('id="root"');
  });

  it('reads the socket, not X-Forwarded-For: a trusted proxy on this machine cannot make a client local', async () => {
    // The proxy itself is loopback (trusted), the client it names is not, and claiming 127.0.0.1 in the
    // header from outside changes nothing either.
    const read = (remoteAddress: string, forwardedFor: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/dev/mailbox?to=reader@example.com',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
      });
    const viaProxy = await read('127.0.0.1', '203.0.113.9');
    expect(viaProxy.statusCode).toBe(200);
    const spoofed = await read('203.0.113.9', '127.0.0.1');
    expect(spoofed.statusCode).toBe(404);
  });
});

describe('devMailboxNotice', () => {
  it('says where the mailbox is outside production, and nothing in production', () => {
    expect(devMailboxNotice({ NODE_ENV: 'development', PORT: 3000 })).toBe(
      'Dev mailbox (from this machine only): http://localhost:3000/dev/mailbox',
    );
    expect(devMailboxNotice({ NODE_ENV: 'production', PORT: 3000 })).toBeNull();
  });
});

describe('dev mailbox in production', () => {
  it('does not exist at all', async () => {
    const t = await buildTestApp({ env: { NODE_ENV: 'production', WEB_DIST_DIR: await webDist() } });
    try {
      const api = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=reader@example.com' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toEqual({ error: true, message: 'Not found: GET /api/dev/mailbox' });
      // The page path falls to the web app like any unknown page; no mail is rendered.
      const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=reader@example.com' });
      expect(page.body).not.toContain('Dev mailbox');
      expect(page.body).toContain('id="root"');
      expect(t.app.hasRoute({ method: 'GET', url: '/dev/mailbox' })).toBe(false);
      expect(t.app.hasRoute({ method: 'GET', url: '/api/dev/mailbox' })).toBe(false);
    } finally {
      await t.close();
    }
  });
});
