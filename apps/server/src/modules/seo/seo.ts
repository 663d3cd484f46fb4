import {
  MARKETING_ROUTES,
  PUBLIC_ROUTES,
  REIMBURSE_ROUTES,
  REVIEW_ROUTES,
  SYSTEM_ROUTES,
} from '@seller-tools/contract';

// sitemap.xml and robots.txt, built from PUBLIC_URL and the contract's route tables, so a page added to
// MARKETING_ROUTES is listed and a new signed-in area is kept out of search without editing this file.

/** Areas with no page of their own in the route tables. */
const NON_PAGE_PREFIXES = ['/api/', '/dev/'];

function baseOf(publicUrl: string): string {
  return publicUrl.replace(/\/+$/, '');
}

function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

export function sitemapXml(publicUrl: string): string {
  const base = baseOf(publicUrl);
  const urls = MARKETING_ROUTES.map((path) => `  <url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

const routeValues = (table: Record<string, unknown>) =>
  Object.values(table).filter((value): value is string => typeof value === 'string');

/**
 * Every path that is not a marketing page, reduced to its first segment (robots rules are prefixes):
 * /dashboard, /login, /reimburse, /system, … A prefix that would also cover a marketing page is replaced
 * by the full path.
 */
export function disallowedPrefixes(): string[] {
  const marketing = new Set<string>(MARKETING_ROUTES);
  const isMarketingPrefix = (prefix: string) =>
    [...marketing].some((page) => page !== '/' && page.startsWith(prefix));
  const privatePaths = [
    ...routeValues(PUBLIC_ROUTES),
    ...routeValues(REVIEW_ROUTES),
    ...routeValues(REIMBURSE_ROUTES),
    ...routeValues(SYSTEM_ROUTES),
  ].filter((path) => !marketing.has(path));
  const prefixes = privatePaths.map((path) => {
    const prefix = `/${path.split('/')[1] ?? ''}`;
    return isMarketingPrefix(prefix) ? path : prefix;
  });
  const distinct = [...new Set([...NON_PAGE_PREFIXES, ...prefixes])];
  // /reimburse already covers /reimbursement: one rule is enough.
  return distinct.filter((prefix) => !distinct.some((other) => other !== prefix && prefix.startsWith(other)));
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowedPrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${baseOf(publicUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
