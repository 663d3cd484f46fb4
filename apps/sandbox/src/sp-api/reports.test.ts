import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { plantedAnomalies } from '../data/anomalies.ts';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';
import { words } from '../words.ts';

const SELLER = demoSellers('eu')[2]?.sellingPartnerId ?? '';
const UK = 'A1F83G8C2ARO7P';
const NOW = Date.parse('2025-06-01T12:00:00Z');

describe('Reports API', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' });
  const sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER), 100);
  afterAll(() => sandbox.app.close());

  async function runReport(reportType: string, extra: Record<string, unknown> = {}) {
    const created = await sp('POST', '/reports/2021-06-30/reports', {
      reportType,
      marketplaceIds: [UK],
      ...extra,
    });
    expect(created.statusCode).toBe(202);
    const { reportId } = created.json();
    const statuses: string[] = [];
    let report = (await sp('GET', `/reports/2021-06-30/reports/${reportId}`)).json();
    statuses.push(report.processingStatus);
    while (report.processingStatus === 'IN_QUEUE' || report.processingStatus === 'IN_PROGRESS') {
      report = (await sp('GET', `/reports/2021-06-30/reports/${reportId}`)).json();
      statuses.push(report.processingStatus);
    }
    return { report, statuses };
  }

  async function download(reportDocumentId: string) {
    const doc = (await sp('GET', `/reports/2021-06-30/documents/${reportDocumentId}`)).json();
    expect(doc).toMatchObject({
      reportDocumentId,
      compressionAlgorithm: 'GZIP',
      url: expect.stringMatching(/^http/),
    });
    const url = new URL(doc.url);
    const file = await sandbox.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(file.statusCode).toBe(200);
    return { text: gunzipSync(file.rawPayload).toString('utf8'), path: `${url.pathname}${url.search}` };
  }

  it('walks IN_PROGRESS → DONE and serves a GZIP ledger through a short-lived URL', async () => {
    const { report, statuses } = await runReport('GET_LEDGER_DETAIL_VIEW_DATA', {
      dataStartTime: new Date(NOW - 30 * DAY_MS).toISOString(),
    });
    expect(statuses).toEqual(['IN_PROGRESS', 'DONE']);
    const { text, path } = await download(report.reportDocumentId);
    const [header, ...rows] = text.trim().split('\n');
    expect(header?.split('\t')).toEqual(
      words(`Date FNSKU ASIN MSKU Title EventType ReferenceID Quantity FulfillmentCenter Disposition Reason
      Country ReconciledQuantity UnreconciledQuantity`),
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(new Set(rows.map((r) => r.split('\t')[5]))).toContain('Shipments');
    sandbox.clock.advance(301_000);
    const expired = await sandbox.app.inject({ method: 'GET', url: path });
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('<Code>AccessDenied</Code>');
  });

  it('pays a case filed in Seller Central (POST /sandbox/cases) in the next reimbursements report', async () => {
    const sku = sellerData(SELLER).catalog.find((p) => p.fnsku)?.sku ?? '';
    const bad = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/cases',
      payload: { sellingPartnerId: SELLER, caseId: 'abc', sku, quantity: 1, amount: 5 },
    });
    expect(bad.statusCode).toBe(400);
    const paid = await sandbox.app.inject({
      method: 'POST',
      url: '/sandbox/cases',
      payload: { sellingPartnerId: SELLER, caseId: '1234567890', sku, quantity: 2, amount: 24.6 },
    });
    expect(paid.statusCode).toBe(200);
    const { reimbursementId } = paid.json();
    expect(reimbursementId).toMatch(/^[0-9]{10}$/);
    const { report } = await runReport('GET_FBA_REIMBURSEMENTS_DATA', {
      dataStartTime: new Date(sandbox.clock.now().getTime() - 2 * DAY_MS).toISOString(),
    });
    const { text } = await download(report.reportDocumentId);
    const rows = text
      .trim()
      .split('\n')
      .map((r) => r.split('\t'));
    const row = rows.find((r) => r[1] === reimbursementId);
    // approval-date … case-id, reason, sku, …, amount-per-unit, amount-total, quantities.
    expect(row?.slice(2, 3)).toEqual(['1234567890']);
    expect(row?.[4]).toBe('Lost_Warehouse');
    expect(row?.[5]).toBe(sku);
    expect(row?.slice(11, 16)).toEqual(['12.30', '24.60', '2', '0', '2']);
  });

  it('lists reimbursements, and never the planted lost units', async () => {
    const { report } = await runReport('GET_FBA_REIMBURSEMENTS_DATA', {
      dataStartTime: new Date(NOW - 365 * DAY_MS).toISOString(),
    });
    const { text } = await download(report.reportDocumentId);
    const [header, ...rows] = text.trim().split('\n');
    expect(header?.split('\t').slice(0, 5)).toEqual([
      'approval-date',
      'reimbursement-id',
      'case-id',
      'amazon-order-id',
      'reason',
    ]);
    expect(rows.length).toBeGreaterThan(0);
    const anomalies = plantedAnomalies(sellerData(SELLER), NOW);
    const kinds = new Set(anomalies.map((a) => a.kind));
    expect(kinds).toContain('lost-not-reimbursed');
    expect(kinds).toContain('short-received');
    // The reimbursed Lost_Warehouse rows name SKUs and quantities; the planted batches must stay unpaid.
    const lost = anomalies.filter((a) => a.kind === 'lost-not-reimbursed');
    const ledger = await runReport('GET_LEDGER_DETAIL_VIEW_DATA', {
      dataStartTime: new Date(NOW - 365 * DAY_MS).toISOString(),
    });
    const ledgerText = (await download(ledger.report.reportDocumentId)).text;
    for (const a of lost.filter((x) => x.kind === 'lost-not-reimbursed' && x.at > NOW - 365 * DAY_MS)) {
      if (a.kind !== 'lost-not-reimbursed') continue;
      expect(ledgerText).toContain(`\tAdjustments\t${a.referenceId}\t-${a.quantity}\t`);
    }
  });

  it('builds the other FBA reports and the seller performance JSON', async () => {
    for (const reportType of [
      'GET_LEDGER_SUMMARY_VIEW_DATA',
      'GET_FBA_FULFILLMENT_CUSTOMER_RETURNS_DATA',
      'GET_FBA_ESTIMATED_FBA_FEES_TXT_DATA',
      'GET_MERCHANT_LISTINGS_ALL_DATA',
      'GET_FLAT_FILE_ALL_ORDERS_DATA_BY_ORDER_DATE_GENERAL',
    ]) {
      const { report } = await runReport(reportType, {
        dataStartTime: new Date(NOW - 90 * DAY_MS).toISOString(),
      });
      expect(report.processingStatus, reportType).toBe('DONE');
      const { text } = await download(report.reportDocumentId);
      expect(text.split('\n').length, reportType).toBeGreaterThan(2);
    }
    const { report } = await runReport('GET_V2_SELLER_PERFORMANCE_REPORT');
    const json = JSON.parse((await download(report.reportDocumentId)).text);
    expect(json.performanceMetrics[0]).toMatchObject({
      marketplaceId: UK,
      accountHealthRating: { ahrStatus: expect.any(String) },
    });
  });

  it('cancels a report without data and refuses an unknown type', async () => {
    const { report } = await runReport('GET_FBA_REIMBURSEMENTS_DATA', {
      dataStartTime: '2020-01-01T00:00:00Z',
      dataEndTime: '2020-01-02T00:00:00Z',
    });
    expect(report.processingStatus).toBe('CANCELLED');
    expect(report.reportDocumentId).toBeUndefined();
    const bad = await sp('POST', '/reports/2021-06-30/reports', {
      reportType: 'GET_NOTHING',
      marketplaceIds: [UK],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].code).toBe('InvalidInput');
  });
});
