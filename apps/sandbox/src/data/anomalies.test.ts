import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../clock.ts';
import { ALL_DEMO_SELLERS, demoSellers } from '../sellers.ts';
import { plantedAnomalies, type TAnomaly } from './anomalies.ts';
import { reimbursementsBetween } from './reimbursements.ts';
import { sellerData } from './seller-data.ts';

// The reimbursement audit is measured against these lists (ANOMALIES.md): every demo seller carries
// every kind within the history the server imports (financial events 180 days, FBA reports 540), and
// what Amazon pays on its own it pays before the audit's wait ends, so only the planted ones remain.

const NOW = Date.parse('2026-11-01T12:00:00Z');
const BIG = demoSellers('na')[0]?.sellingPartnerId;
const within = (at: number, days: number) => at > NOW - days * DAY_MS;

function dateOf(a: TAnomaly): number {
  if (a.kind === 'refund-without-return') return a.refundedAt;
  if (a.kind === 'damaged-return-not-reimbursed') return a.returnedAt;
  if (a.kind === 'underpaid-reimbursement') return a.approvedAt;
  return NOW;
}

describe('planted reimbursement anomalies', () => {
  it('plants refunds, damaged returns, underpayments and a mismeasured SKU for every demo seller', () => {
    for (const seller of ALL_DEMO_SELLERS.filter((s) => s.sellingPartnerId !== BIG)) {
      const planted = plantedAnomalies(sellerData(seller.sellingPartnerId), NOW);
      const count = (kind: TAnomaly['kind'], days: number) =>
        planted.filter((a) => a.kind === kind && within(dateOf(a), days)).length;
      const id = seller.sellingPartnerId;
      expect(count('refund-without-return', 175), id).toBeGreaterThan(0);
      expect(count('damaged-return-not-reimbursed', 535), id).toBeGreaterThan(0);
      expect(count('underpaid-reimbursement', 535), id).toBeGreaterThan(0);
      expect(
        planted.filter((a) => a.kind === 'wrong-size-tier'),
        id,
      ).toHaveLength(1);
    }
  }, 60_000);

  it('pays a refunded unit never sent back within the 45 days before it may be claimed', () => {
    const data = sellerData(demoSellers('eu')[2]?.sellingPartnerId ?? '');
    const paid = reimbursementsBetween(data, NOW - 200 * DAY_MS, NOW).filter(
      (r) => r.reason === 'CustomerReturn',
    );
    const unreturned = new Map<string, number>();
    for (let day = Math.floor(NOW / DAY_MS) - 240; day <= Math.floor(NOW / DAY_MS) - 100; day++)
      for (const order of data.ordersOn(day))
        for (const item of order.items)
          if (order.channel === 'AFN' && item.return && item.return.receivedAt === null)
            unreturned.set(order.amazonOrderId, item.return.refundedAt);
    const planted = new Set(
      plantedAnomalies(data, NOW)
        .filter((a) => a.kind === 'refund-without-return')
        .map((a) => (a.kind === 'refund-without-return' ? a.amazonOrderId : '')),
    );
    let checked = 0;
    for (const [orderId, refundedAt] of unreturned) {
      const payment = paid.find((r) => r.amazonOrderId === orderId);
      if (planted.has(orderId)) {
        expect(payment, orderId).toBeUndefined();
        continue;
      }
      expect(payment, orderId).toBeDefined();
      expect((payment?.approvedAt ?? 0) - refundedAt).toBeLessThan(45 * DAY_MS);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  }, 60_000);
});
