import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  MARKETING_ROUTES,
  PUBLIC_ROUTES,
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  SYSTEM_ROUTES,
} from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.ts';
import { disallowedPrefixes, robotsTxt, sitemapXml } from './seo.ts';

const SITE = 'https://www.sellertools.example';

/** Whether robots.txt's rules keep a crawler off a path (prefix match, as robots rules work). */
const blocked = (rules: string[], pagePath: string) => rules.some((prefix) => pagePath.startsWith(prefix));

describe('sitemap.xml and robots.txt contents', () => {
  it('lists every marketing page, and only those, under PUBLIC_URL', () => {
    const xml = sitemapXml(`${SITE}/`);
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(MARKETING_ROUTES.map((p) => `${SITE}${p}`));
    expect(locs).toContain(`${SITE}/`);
    expect(locs).toContain(`${SITE}/contact-us`);
    expect(locs).toContain(`${SITE}/schedule-signup`);
    expect(locs).toContain(`${SITE}/services/review-observer`);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });

  it.each([
    PUBLIC_ROUTES.login,
    PUBLIC_ROUTES.forgotPassword,
    PUBLIC_ROUTES.register,
    PUBLIC_ROUTES.registerInfo,
    PUBLIC_ROUTES.mappsLogin,
    PUBLIC_ROUTES.amazonAuthReturn,
    PUBLIC_ROUTES.notFound,
    REVIEW_ROUTES.dashboard,
    '/dev/mailbox',
  ])('leaves %s out of the sitemap', (pagePath) => {
    const xml = sitemapXml(SITE);
    expect(xml).not.toContain(`<loc>${SITE}${pagePath}</loc>`);
  });

  it('escapes the address for XML', () => {
    expect(sitemapXml('https://example.com/a&b')).toContain(
      '<loc>https://example.com/a&amp;b/contact-us</loc>',
    );
  });

  it('keeps crawlers off the API, dev pages, sign-in, registration and every signed-in page', () => {
    const rules = disallowedPrefixes();
    expect(rules).toEqual(
      expect.arrayContaining(['/api/', '/dev/', '/dashboard', '/login', '/register', '/mapps', '/system']),
    );
    const privatePages = [
      PUBLIC_ROUTES.login,
      PUBLIC_ROUTES.forgotPassword,
      PUBLIC_ROUTES.changePassword,
      PUBLIC_ROUTES.registerConnectAmazon,
      PUBLIC_ROUTES.mappsLogin,
      PUBLIC_ROUTES.amazonAuthReturn,
      PUBLIC_ROUTES.notFound,
      ...Object.values(REVIEW_ROUTES),
      ...Object.values(REIMBURSE_ROUTES),
      SYSTEM_ROUTES.userMonitoring,
      SYSTEM_ROUTES.emailCampaignBuilderById('7'),
      SYSTEM_ROUTES.affiliateDetail('acme'),
      '/api/user',
      '/dev/mailbox',
    ];
    for (const page of privatePages) expect(blocked(rules, page), page).toBe(true);
  });

  it('never keeps crawlers off a marketing page', () => {
    const rules = disallowedPrefixes();
    for (const page of MARKETING_ROUTES) expect(blocked(rules, page), page).toBe(false);
  });

  it('points to the sitemap', () => {
    const text = robotsTxt(`${SITE}/`);
    const lines = text.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain('Disallow: /dashboard');
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml and /robots.txt', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    // With the web app served, so the test also proves the SPA fallback does not answer these paths.
    const dist = await mkdtemp(path.join(os.tmpdir(), 'web-dist-'));
    await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    t = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: SITE } });
  });
  afterAll(() => t.close());

  it('serves the sitemap as XML built from PUBLIC_URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(sitemapXml(SITE));
    expect(res.body).toContain(`<loc>${SITE}/about-us</loc>`);
  });

  it('serves robots.txt as plain text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(robotsTxt(SITE));
    expect(res.body).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('answers HEAD and a query string too, while other paths still get the web app', async () => {
    expect((await t.app.inject({ method: 'HEAD', url: '/robots.txt' })).statusCode).toBe(200);
    const withQuery = await t.app.inject({ method: 'GET', url: '/sitemap.xml?utm_source=x' });
    expect(withQuery.headers['content-type']).toBe('application/xml; charset=utf-8');
    const page = await t.app.inject({ method: 'GET', url: '/contact-us' });
    expect(page.headers['content-type']).toContain('text/html');
  });
});
