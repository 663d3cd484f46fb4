import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { createLogger, redactUrl } from './logger.ts';

describe('redactUrl', () => {
  it.each([
    ['/email/unsubscribe?token=abc.def', '/email/unsubscribe?token=[redacted]'],
    [
      '/auth/user/amazon?spapi_oauth_code=XYZ&state=s1&selling_partner_id=A1B2',
      '/auth/user/amazon?spapi_oauth_code=[redacted]&state=[redacted]&selling_partner_id=A1B2',
    ],
    ['/api/auth/login/mfa?mfaToken=t&x=1', '/api/auth/login/mfa?mfaToken=[redacted]&x=1'],
    ['/x?code=123456&to=a%40b.test', '/x?code=[redacted]&to=a%40b.test'],
    ['/x?%74oken=abc', '/x?%74oken=[redacted]'],
    ['/x?token', '/x?token'],
    ['/api/review/reviews?channel_id=1&q=code', '/api/review/reviews?channel_id=1&q=code'],
    ['/plain/path', '/plain/path'],
  ])('%s → %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });
});

/** A stream that keeps every log line written to it. */
function lineSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, sink };
}

describe('request log lines', () => {
  it('carry the URL with its tokens redacted', async () => {
    const { lines, sink } = lineSink();
    const t = await buildTestApp({ logger: createLogger('info', sink) });
    try {
      await t.app.inject({ method: 'GET', url: '/email/unsubscribe?token=super-secret-token' });
      await t.app.inject({ method: 'GET', url: '/auth/user/amazon?spapi_oauth_code=OAUTHCODE&state=STATE1' });
    } finally {
      await t.close();
    }
    const log = lines.join('');
    expect(log).toContain('/email/unsubscribe?token=[redacted]');
    expect(log).not.toContain('super-secret-token');
    expect(log).not.toContain('OAUTHCODE');
    expect(log).not.toContain('STATE1');
  });

  it('keeps Fastify’s request fields', async () => {
    const { lines, sink } = lineSink();
    const app = Fastify({ loggerInstance: createLogger('info', sink) });
    app.get('/x', async () => 'ok');
    await app.inject({ method: 'GET', url: '/x?token=t1' });
    await app.close();
    const incoming = lines.map((l) => JSON.parse(l)).find((l) => l.msg === 'incoming request');
    expect(incoming.req).toMatchObject({
      method: 'GET',
      url: '/x?token=[redacted]',
      remoteAddress: '127.0.0.1',
    });
  });
});
