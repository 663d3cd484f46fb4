import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { CONTROL_CHARACTERS_MESSAGE } from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/index.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from '../../mail/mailer.ts';
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
          id: expect.any(Number),
          attachments: [],
        },
        {
          to: 'reader@example.com',
          subject: 'First',
          text: 'one',
          html: null,
          created_at: '2026-11-22T12:00:00.000Z',
          id: expect.any(Number),
          attachments: [],
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

  it('lists the attachments of a mail (name, type, size) with a link that downloads each', async () => {
    // As a scheduled report goes out: through the mailer, which keeps the files on the outbox row.
    const csv = 'ASIN,Units\nB0TEST0001,3\n';
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 1, 2, 3, 4, 5, 6, 7]);
    const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    await createMailer({ db: t.db, from: 'test@seller-tools.local', logger: createLogger('silent') }).send({
      to: 'reports@example.com',
      subject: 'Your weekly sales report',
      text: 'Attached.',
      attachments: [
        { filename: 'sales.csv', contentType: 'text/csv; charset=utf-8', content: csv },
        { filename: 'profit "Q4".xlsx', contentType: xlsxType, content: xlsx },
      ],
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox?to=reports@example.com' });
    const [message] = res.json().data;
    expect(message.attachments).toEqual([
      {
        filename: 'sales.csv',
        content_type: 'text/csv; charset=utf-8',
        size: Buffer.byteLength(csv),
        url: `/api/dev/mailbox/${message.id}/attachments/0`,
      },
      {
        filename: 'profit "Q4".xlsx',
        content_type: xlsxType,
        size: 12,
        url: `/api/dev/mailbox/${message.id}/attachments/1`,
      },
    ]);

    const csvFile = await t.app.inject({ method: 'GET', url: message.attachments[0].url });
    expect(csvFile.statusCode).toBe(200);
    expect(csvFile.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvFile.headers['content-disposition']).toBe('attachment; filename="sales.csv"');
    expect(csvFile.body).toBe(csv);
    const xlsxFile = await t.app.inject({ method: 'GET', url: message.attachments[1].url });
    expect(xlsxFile.rawPayload.equals(xlsx)).toBe(true);
    // A name that would break the header is made safe for it.
    expect(xlsxFile.headers['content-disposition']).toBe('attachment; filename="profit__Q4_.xlsx"');

    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox?to=reports@example.com' });
    expect(page.body).toContain(
      `<a href="/api/dev/mailbox/${message.id}/attachments/0" download="sales.csv">sales.csv</a>`,
    );
    expect(page.body).toContain(`· text/csv; charset=utf-8 · ${Buffer.byteLength(csv)} B`);
    expect(page.body).toContain('profit &quot;Q4&quot;.xlsx');

    // No such file, or no such message: 404; not a number: 400.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/dev/mailbox/${message.id}/attachments/2` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/999999/attachments/0' })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/dev/mailbox/x/attachments/0' })).statusCode).toBe(
      400,
    );
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
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/dev/mailbox/1/attachments/0',
      remoteAddress: '192.168.1.20',
    });
    expect(file.statusCode).toBe(404);
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
