import { afterAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { amazonMeasured, mismeasuredSku, plantedAnomalies } from '../data/anomalies.ts';
import { localFulfilmentFee } from '../data/catalog.ts';
import { damagedReturnPlanted, reimbursementsBetween } from '../data/reimbursements.ts';
import { sellerData } from '../data/seller-data.ts';
import { demoSellers } from '../sellers.ts';
import { loadModel, modelsPresent, shapeErrors } from '../testing/model-shape.ts';
import { accessTokenFor, spClient } from '../testing/sp-client.ts';
import { buildTestSandbox } from '../testing/test-sandbox.ts';

const SELLER = demoSellers('eu')[2]?.sellingPartnerId ?? '';
const UK = 'A1F83G8C2ARO7P';
const NOW = Date.parse('2025-06-01T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();

type TEvents = Record<string, Record<string, unknown>[]>;

describe.skipIf(!modelsPresent())('Finances v0 and Fulfillment Inbound v0 against the models', async () => {
  const sandbox = await buildTestSandbox({ SANDBOX_RATE_MULTIPLIER: '1000' });
  const sp = spClient(sandbox, await accessTokenFor(sandbox.app, SELLER), 100);
  const finances = loadModel('financesV0.json');
  const inbound = loadModel('fulfillmentInboundV0.json');
  const data = sellerData(SELLER);
  afterAll(() => sandbox.app.close());

  /** Every page of a listing, each checked against the model; the events of all pages. */
  async function listAll(after: number, before: number): Promise<TEvents> {
    const all: TEvents = {};
    let url = `/finances/v0/financialEvents?PostedAfter=${iso(after)}&PostedBefore=${iso(before)}`;
    for (let page = 0; page < 500; page++) {
      const res = await sp('GET', url);
      expect(res.statusCode).toBe(200);
      expect(shapeErrors(finances, 'ListFinancialEventsResponse', res.json())).toEqual([]);
      const { FinancialEvents, NextToken } = res.json().payload;
      for (const [list, events] of Object.entries(FinancialEvents as TEvents))
        all[list] = [...(all[list] ?? []), ...events];
      if (!NextToken) return all;
      url = `/finances/v0/financialEvents?NextToken=${encodeURIComponent(NextToken)}`;
    }
    throw new Error('too many pages');
  }

  it('lists shipments, refunds and reimbursement adjustments in the model’s shape, posted in the range', async () => {
    const after = NOW - 170 * DAY_MS;
    const before = NOW - DAY_MS;
    const events = await listAll(after, before);
    const shipments = events.ShipmentEventList ?? [];
    const refunds = events.RefundEventList ?? [];
    const adjustments = events.AdjustmentEventList ?? [];
    expect(shipments.length).toBeGreaterThan(100);
    expect(refunds.length).toBeGreaterThan(0);
    for (const e of [...shipments, ...refunds, ...adjustments]) {
      const posted = Date.parse(e.PostedDate as string);
      expect(posted).toBeGreaterThanOrEqual(after);
      expect(posted).toBeLessThan(before);
    }
    // Every reimbursement of the report is an adjustment, its id the TransactionNumber.
    const reimbursed = reimbursementsBetween(data, after, before - 1).map((r) => r.reimbursementId);
    const numbers = adjustments.flatMap((a) =>
      (a.AdjustmentItemList as { TransactionNumber: string }[]).map((i) => i.TransactionNumber),
    );
    expect(reimbursed.length).toBeGreaterThan(0);
    expect(new Set(numbers)).toEqual(new Set(reimbursed));
    expect(new Set(adjustments.map((a) => a.AdjustmentType))).toContain('WAREHOUSE_LOST');
    // Every planted refund-without-return of the range is a refund event.
    const planted = plantedAnomalies(data, NOW).filter(
      (a) => a.kind === 'refund-without-return' && a.refundedAt >= after && a.refundedAt < before,
    );
    const refunded = new Set(refunds.map((r) => r.AmazonOrderId));
    expect(planted.length).toBeGreaterThan(0);
    for (const a of planted)
      if (a.kind === 'refund-without-return') expect(refunded).toContain(a.amazonOrderId);
  }, 60_000);

  it('charges the mismeasured SKU the fulfilment fee of the tier Amazon measured (the fee report’s)', async () => {
    const wrong = mismeasuredSku(data);
    if (!wrong) throw new Error('the demo seller has a mismeasured SKU');
    const measured = amazonMeasured(wrong.dimensions);
    const charged = localFulfilmentFee(measured, wrong.currency);
    expect(charged).not.toBe(localFulfilmentFee(wrong.dimensions, wrong.currency));
    const events = await listAll(NOW - 60 * DAY_MS, NOW - DAY_MS);
    const fees = (events.ShipmentEventList ?? []).flatMap((e) =>
      (e.ShipmentItemList as { SellerSKU: string; QuantityShipped: number; ItemFeeList: never[] }[])
        .filter((i) => i.SellerSKU === wrong.sku)
        .map((i) => {
          const fee = (i.ItemFeeList as { FeeType: string; FeeAmount: { CurrencyAmount: number } }[]).find(
            (f) => f.FeeType === 'FBAPerUnitFulfillmentFee',
          );
          return Math.round((-(fee?.FeeAmount.CurrencyAmount ?? 0) / i.QuantityShipped) * 100) / 100;
        }),
    );
    expect(fees.length).toBeGreaterThan(0);
    expect(new Set(fees)).toEqual(new Set([charged]));
  }, 60_000);

  it('pays for carrier-damaged returns except the planted ones, which are listed', () => {
    const planted = plantedAnomalies(data, NOW).filter((a) => a.kind === 'damaged-return-not-reimbursed');
    expect(planted.length).toBeGreaterThan(0);
    const paid = reimbursementsBetween(data, NOW - 500 * DAY_MS, NOW);
    const paidOrders = new Set(paid.filter((r) => r.reason === 'CustomerReturn').map((r) => r.amazonOrderId));
    for (const a of planted)
      if (a.kind === 'damaged-return-not-reimbursed') expect(paidOrders).not.toContain(a.amazonOrderId);
    // The others are paid: some carrier-damaged return of the last year has its reimbursement.
    let others = 0;
    for (let day = Math.floor(NOW / DAY_MS) - 300; day < Math.floor(NOW / DAY_MS) - 60; day++) {
      for (const order of data.ordersOn(day)) {
        if (order.channel !== 'AFN') continue;
        for (const item of order.items) {
          const received = item.return?.receivedAt;
          // Paid within 35 days of arriving: only those that arrived long enough ago.
          if (
            received == null ||
            received > NOW - 36 * DAY_MS ||
            item.return?.disposition !== 'CARRIER_DAMAGED'
          )
            continue;
          // Planted ones are listed only once their payment is overdue.
          if (damagedReturnPlanted(order.amazonOrderId)) continue;
          expect(paidOrders, order.amazonOrderId).toContain(order.amazonOrderId);
          others++;
        }
      }
    }
    expect(others).toBeGreaterThan(0);
  }, 30_000);

  it('refuses what Amazon refuses and answers a range over 180 days with no events', async () => {
    const bad = [
      `PostedAfter=${iso(NOW - 60_000)}`,
      `PostedAfter=${iso(NOW - DAY_MS)}&PostedBefore=${iso(NOW)}`,
      `PostedAfter=${iso(NOW - DAY_MS)}&MaxResultsPerPage=101`,
      `PostedAfter=${iso(NOW - DAY_MS)}&PostedBefore=${iso(NOW - 2 * DAY_MS)}`,
      'NextToken=nonsense',
      '',
    ];
    for (const query of bad) {
      const res = await sp('GET', `/finances/v0/financialEvents?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].code).toBe('InvalidInput');
    }
    const wide = await sp(
      'GET',
      `/finances/v0/financialEvents?PostedAfter=${iso(NOW - 200 * DAY_MS)}&PostedBefore=${iso(NOW - DAY_MS)}`,
    );
    expect(wide.statusCode).toBe(200);
    expect(Object.values(wide.json().payload.FinancialEvents).flat()).toEqual([]);
  });

  it('answers getShipments and getShipmentItems in the model’s shape, with the need-by date', async () => {
    const range = `MarketplaceId=${UK}&QueryType=DATE_RANGE&LastUpdatedAfter=${iso(NOW - 120 * DAY_MS)}&LastUpdatedBefore=${iso(NOW)}`;
    const shipments = await sp('GET', `/fba/inbound/v0/shipments?${range}`);
    expect(shipments.statusCode).toBe(200);
    expect(shapeErrors(inbound, 'GetShipmentsResponse', shipments.json())).toEqual([]);
    const list = shipments.json().payload.ShipmentData as { ConfirmedNeedByDate?: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) expect(s.ConfirmedNeedByDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const items = await sp('GET', `/fba/inbound/v0/shipmentItems?${range}`);
    expect(items.statusCode).toBe(200);
    expect(shapeErrors(inbound, 'GetShipmentItemsResponse', items.json())).toEqual([]);
  });
});
