import { describe, expect, it } from 'vitest';
import {
  day,
  detectorSuite,
  plusDays,
  seedAdjustment,
  seedProducts,
  seedReimbursement,
} from './detector-fixtures.ts';
import { underpaidReimbursementDetector } from './underpaid-reimbursement.ts';

// Paid below the unit cost Amazon owes since 1 March 2025: the difference × the units paid in cash,
// disputed within 60 days of the approval.
describe('underpaid-reimbursement detector', () => {
  const approvedAt = day('2026-04-01');

  const { found } = detectorSuite('underpaid', underpaidReimbursementDetector, async (db, id) => {
    await seedProducts(db, id, { A: 1000, B: null });
    const paid = (
      rid: string,
      perUnit: string,
      o: { sku?: string; at?: Date; reason?: string; quantity?: number } = {},
    ) =>
      seedReimbursement(db, id, {
        id: rid,
        at: o.at ?? approvedAt,
        reason: o.reason ?? 'Lost_Warehouse',
        sku: o.sku ?? 'A',
        perUnit,
        quantity: o.quantity ?? 1,
      });
    // Short by $4 a unit on three units; the same payment in Finances.
    await paid('R1', '6.00', { quantity: 3 });
    await seedAdjustment(db, id, {
      type: 'WAREHOUSE_LOST',
      transaction: 'R1',
      sku: 'A',
      at: approvedAt,
      perUnit: '6.00',
      quantity: 3,
    });
    // Paid in full; approved before the cost rule; not valued at cost; no unit cost entered.
    await paid('R2', '10.00');
    await paid('R3', '6.00', { at: day('2025-02-20') });
    await paid('R4', '6.00', { reason: 'CustomerReturn' });
    await paid('R5', '6.00', { sku: 'B' });
    // Only in Finances so far (the report has not shown it yet).
    await seedAdjustment(db, id, {
      type: 'WAREHOUSE_DAMAGE',
      transaction: 'R6',
      sku: 'A',
      at: approvedAt,
      perUnit: '5.00',
    });
    // Amazon tops R1 up 30 days later.
    await seedReimbursement(db, id, {
      id: 'R7',
      at: plusDays(approvedAt, 30),
      reason: 'Reimbursement_Reversal',
      sku: 'A',
      perUnit: '12.00',
      originalId: 'R1',
    });
  });
  it('finds the short payments since the cost rule, valued at the difference', async () => {
    const drafts = await found(plusDays(approvedAt, 1));
    expect(drafts.map((d) => d.findingKey)).toEqual(['R1:A', 'R5:B', 'R6:A']);
    expect(drafts[0]).toMatchObject({
      kind: 'underpaid-reimbursement',
      referenceId: 'R1',
      sku: 'A',
      quantity: 3,
      unitValueMinor: 400,
      estimatedValueMinor: 1200,
      actionNeeded: null,
      occurredAt: approvedAt,
      claimDeadline: '2026-05-31',
      reimbursed: null,
    });
    expect(drafts[0]?.valuation).toBe('3 × ($10.00 unit cost you entered − $6.00 paid per unit)');
    expect(drafts[0]?.evidence).toMatchObject({ reimbursementId: 'R1', source: 'reimbursements report' });
    expect(drafts[2]).toMatchObject({ quantity: 1, unitValueMinor: 500, estimatedValueMinor: 500 });
    expect(drafts[2]?.evidence).toMatchObject({ source: 'financial events', reason: 'WAREHOUSE_DAMAGE' });
  });

  it('asks for the unit cost when the seller has not entered one', async () => {
    const [, missing] = await found(plusDays(approvedAt, 1));
    expect(missing).toMatchObject({
      sku: 'B',
      actionNeeded: 'missing-cogs',
      unitValueMinor: null,
      estimatedValueMinor: 0,
    });
  });

  it('sees nothing before the approval, and a top-up closes the finding', async () => {
    expect(await found(plusDays(approvedAt, -1))).toEqual([]);
    const r1 = async (at: number) =>
      (await found(plusDays(approvedAt, at))).find((d) => d.findingKey === 'R1:A');
    expect((await r1(29))?.reimbursed).toBeNull();
    expect((await r1(30))?.reimbursed).toEqual({ amountMinor: 1200, reimbursementIds: ['R7'] });
  });

  it('keeps the deadline 60 days after the approval on every run', async () => {
    const late = await found(plusDays(approvedAt, 61));
    expect(late.find((d) => d.findingKey === 'R5:B')?.claimDeadline).toBe('2026-05-31');
    expect(await found(plusDays(approvedAt, 61))).toEqual(late);
  });
});
