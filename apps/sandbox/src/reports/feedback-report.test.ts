import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS, dayOf } from '../clock.ts';
import { generateCatalog } from '../data/catalog.ts';
import { findOrder } from '../data/find-order.ts';
import { generateOrdersForDay } from '../data/orders.ts';
import { sellerData } from '../data/seller-data.ts';
import { feedbackBetween, feedbackFor } from '../data/seller-feedback.ts';
import { sellerProfile } from '../data/seller-profile.ts';
import { demoSellers } from '../sellers.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';
import { FEEDBACK_REPORT_HEADER, feedbackDate, sellerFeedbackReport } from './feedback-report.ts';

const US_SELLER = demoSellers('na')[1]?.sellingPartnerId ?? '';
const UK_SELLER = demoSellers('eu')[2]?.sellingPartnerId ?? '';
const US = 'ATVPDKIKX0DER';
const UK = 'A1F83G8C2ARO7P';
const NOW = Date.parse('2025-06-01T12:00:00Z');

const rowsOf = (text: string | null) => {
  const [header, ...rows] = (text ?? '').trim().split('\n');
  return { header: header?.split('\t'), rows: rows.map((r) => r.split('\t')) };
};
/** "MM/DD/YY" → the day's start (UTC). */
const usDay = (text: string) => {
  const [mm, dd, yy] = text.split('/').map(Number);
  return Date.UTC(2000 + (yy ?? 0), (mm ?? 0) - 1, dd);
};

describe('GET_SELLER_FEEDBACK_DATA', () => {
  const data = sellerData(US_SELLER);
  const window = (start: number, end: number, createdAt = end) => ({
    start,
    end,
    createdAt,
    options: {},
    marketplaceIds: [US],
  });

  it('is the same on every run, drawn from orders regenerated from scratch', () => {
    const w = window(NOW - 120 * DAY_MS, NOW);
    expect(sellerFeedbackReport(data, w)).toBe(sellerFeedbackReport(data, w));
    const profile = sellerProfile(US_SELLER);
    const catalog = generateCatalog(profile);
    for (const f of feedbackBetween(data, w.start, w.end)) {
      const again = generateOrdersForDay(profile, catalog, f.order.day).find(
        (o) => o.amazonOrderId === f.order.amazonOrderId,
      );
      expect(again && feedbackFor(data, again)).toEqual(f);
    }
  });

  it("has Amazon's columns, one to three stars, and dates inside the window in the US style", () => {
    const w = window(NOW - 90 * DAY_MS, NOW - 30 * DAY_MS);
    const { header, rows } = rowsOf(sellerFeedbackReport(data, w));
    expect(header).toEqual(['Date', 'Rating', 'Comments', 'Response', 'Order ID', 'Rater Email']);
    expect(header).toEqual(FEEDBACK_REPORT_HEADER);
    expect(rows.length).toBeGreaterThan(3);
    for (const [date, rating, comments, , orderId, email] of rows) {
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
      expect(usDay(date ?? '')).toBeGreaterThanOrEqual(dayOf(w.start) * DAY_MS);
      expect(usDay(date ?? '')).toBeLessThan(w.end);
      expect(['1', '2', '3']).toContain(rating);
      expect(comments).not.toBe('');
      expect(email).toMatch(/^[a-z0-9]{16}@marketplace\.amazon\.com$/);
      // Feedback belongs to a delivered order of the seller, left after delivery.
      const order = findOrder(data, orderId ?? '', w.end);
      expect(order?.deliveredAt).toBeLessThan(usDay(date ?? '') + DAY_MS);
    }
  });

  it('lists only feedback already left when the report is created, skewed positive overall', () => {
    const start = NOW - 60 * DAY_MS;
    const all = feedbackBetween(data, start, NOW);
    const cut = all[Math.floor(all.length / 2)]?.at ?? NOW;
    const early = rowsOf(sellerFeedbackReport(data, window(start, NOW, cut - 1))).rows;
    const late = rowsOf(sellerFeedbackReport(data, window(start, NOW))).rows;
    const shown = all.filter((f) => f.rating <= 3);
    expect(late.map((r) => r[4])).toEqual(shown.map((f) => f.order.amazonOrderId));
    expect(early.map((r) => r[4])).toEqual(shown.filter((f) => f.at < cut).map((f) => f.order.amazonOrderId));
    expect(early.length).toBeLessThan(late.length);
    // Over a year: roughly 1–2 % of orders, a fifth of them negative.
    const year = feedbackBetween(data, NOW - 365 * DAY_MS, NOW);
    const negative = year.filter((f) => f.rating <= 2).length / year.length;
    expect(negative).toBeGreaterThan(0.1);
    expect(negative).toBeLessThan(0.35);
    expect(year.filter((f) => f.rating >= 4).length).toBeGreaterThan(year.length / 2);
  });

  it('writes dates in the marketplace style and has nothing before the first sale', () => {
    const june1 = Date.UTC(2025, 5, 1, 15);
    expect(feedbackDate(june1, US)).toBe('06/01/25');
    expect(feedbackDate(june1, UK)).toBe('01/06/25');
    expect(feedbackDate(june1, 'A1PA6795UKMFR9')).toBe('01.06.25');
    expect(feedbackDate(june1, 'A1VC38T7YXB528')).toBe('25/06/01');
    expect(sellerFeedbackReport(data, window(Date.UTC(2020, 0, 1), Date.UTC(2020, 1, 1)))).toBeNull();
  });
});

describe('GET_SELLER_FEEDBACK_DATA through the Reports API', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' });
  const sp = spClient(sandbox, await accessTokenFor(sandbox.app, UK_SELLER), 100);
  afterAll(() => sandbox.app.close());

  it('serves a year of the smallest seller as a GZIP flat file with UK dates', async () => {
    const created = await sp('POST', '/reports/2021-06-30/reports', {
      reportType: 'GET_SELLER_FEEDBACK_DATA',
      marketplaceIds: [UK],
      dataStartTime: new Date(NOW - 365 * DAY_MS).toISOString(),
    });
    expect(created.statusCode).toBe(202);
    const { reportId } = created.json();
    let report = (await sp('GET', `/reports/2021-06-30/reports/${reportId}`)).json();
    while (report.processingStatus !== 'DONE') {
      expect(['IN_QUEUE', 'IN_PROGRESS']).toContain(report.processingStatus);
      report = (await sp('GET', `/reports/2021-06-30/reports/${reportId}`)).json();
    }
    const doc = (await sp('GET', `/reports/2021-06-30/documents/${report.reportDocumentId}`)).json();
    const url = new URL(doc.url);
    const file = await sandbox.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    const { header, rows } = rowsOf(gunzipSync(file.rawPayload).toString('utf8'));
    expect(header).toEqual(FEEDBACK_REPORT_HEADER);
    expect(rows.length).toBeGreaterThan(0);
    for (const [date, , , , , email] of rows) {
      expect(date).toMatch(/^\d{2}\/\d{2}\/\d{2}$/);
      expect(email).toMatch(/@marketplace\.amazon\.co\.uk$/);
    }
  });
});
