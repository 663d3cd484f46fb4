import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { createLogger, logFormatFor, redactUrl } from './logger.ts';

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

describe('log format', () => {
  it('is readable on a terminal and JSON for a pipe or a file', () => {
    expect(logFormatFor({ isTTY: true })).toBe('pretty');
    expect(logFormatFor({ isTTY: false })).toBe('json');
    // A pipe's or a file's stream has no isTTY at all.
    expect(logFormatFor({})).toBe('json');
  });

  it('writes one readable line per entry on a terminal, still without secrets', () => {
    const { lines, sink } = lineSink();
    const logger = createLogger('info', sink, 'pretty');
    logger.info({ store: 7, user: { password: 'hunter2-secret' } }, 'store synced');
    logger.debug('below the level');
    const log = lines.join('');
    expect(log.trim().split('\n')).toHaveLength(1);
    expect(log).toMatch(/^\[\d{2}:\d{2}:\d{2}\] INFO \(server\): store synced \{.*"store":7/);
    expect(log).not.toContain('hunter2-secret');
    expect(log).toContain('[redacted]');
    // No colour codes when the destination is not the terminal itself.
    expect(log).not.toContain('\u001b[');
    expect(() => JSON.parse(log)).toThrow();
  });

  it('writes JSON lines otherwise', () => {
    const { lines, sink } = lineSink();
    createLogger('info', sink).info({ store: 7 }, 'store synced');
    expect(JSON.parse(lines.join(''))).toMatchObject({ level: 30, msg: 'store synced', store: 7 });
  });
});
