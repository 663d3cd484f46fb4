import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../testing/test-app.ts';
import { prerenderedPages } from './web-static.ts';

// A built web app as apps/web's build leaves it: the SPA shell, and the public pages it prerendered.
async function webDist(): Promise<string> {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
  await mkdir(path.join(dist, 'prerendered', 'services'), { recursive: true });
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>Seller Tools</title><div id="root"></div>',
  );
  const page = (h1: string) =>
    `<!doctype html><title>${h1}</title><div id="root"><main><h1>${h1}</h1>${'<p>Text.</p>'.repeat(200)}</main></div>`;
  await writeFile(path.join(dist, 'prerendered', 'index.html'), page('Protect your ratings'));
  await writeFile(path.join(dist, 'prerendered', 'about-us.html'), page('About us'));
  await writeFile(path.join(dist, 'prerendered', 'services', 'rating-tracker.html'), page('Rating tracker'));
  return dist;
}

describe('prerenderedPages', () => {
  it('maps index.html to / and every other file to its path', async () => {
    const dist = await webDist();
    expect(Object.fromEntries(prerenderedPages(dist))).toEqual({
      '/': 'prerendered/index.html',
      '/about-us': 'prerendered/about-us.html',
      '/services/rating-tracker': 'prerendered/services/rating-tracker.html',
    });
  });

  it('finds none in a build without prerendered pages', async () => {
    expect(prerenderedPages(await mkdtemp(path.join(os.tmpdir(), 'web-dist-'))).size).toBe(0);
  });
});

describe('serving prerendered pages', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { WEB_DIST_DIR: await webDist() } });
  });
  afterAll(() => t.close());

  it('answers a prerendered path with its own HTML, never cached', async () => {
    for (const [url, h1] of [
      ['/', 'Protect your ratings'],
      ['/about-us', 'About us'],
      ['/services/rating-tracker', 'Rating tracker'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<h1>${h1}</h1>`);
    }
  });

  it('keeps the query string out of the match', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/?utm_source=newsletter' });
    expect(res.body).toContain('<h1>Protect your ratings</h1>');
  });

  it('compresses it, as the scripts are', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/about-us', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<h1>About us</h1>');
  });

  it('keeps the security headers of every page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('answers every other page path with the SPA shell', async () => {
    for (const url of ['/login', '/about-us/team', '/dashboard']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });
});
