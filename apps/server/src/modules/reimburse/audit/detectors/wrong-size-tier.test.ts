import { describe, expect, it } from 'vitest';
import { fulfilmentFeeOf } from '../size-tiers.ts';
import {
  day,
  detectorSuite,
  plusDays,
  seedFeeCharge,
  seedFeeReport,
  seedProduct,
  seedReimbursement,
  seedUnitCost,
} from './detector-fixtures.ts';
import { wrongSizeTierDetector } from './wrong-size-tier.ts';

// Amazon's measurement in the fee report puts a SKU in a dearer tier than its true dimensions: the
// overcharge per unit × the units charged within the 60-day fee claim window.
describe('size tiers and fees (US rate card 2024–25)', () => {
  it('gives the tier and the fee of a unit, with dimensional weight above small standard', () => {
    expect(fulfilmentFeeOf({ length: 10, width: 6, height: 0.5, weight: 0.4 })).toEqual({
      tier: 'Small standard-size',
      feeWeight: 0.4,
      fee: 3.33,
    });
    // 16 × 9.6 × 1.8 / 139 = 1.99 lb of dimensional weight beats the 0.8 lb unit.
    expect(fulfilmentFeeOf({ length: 16, width: 9.6, height: 1.8, weight: 0.8 })).toEqual({
      tier: 'Large standard-size',
      feeWeight: 1.989,
      fee: 5.77,
    });
    // Above 3 lb: $6.92 + $0.08 per started 4 oz.
    expect(fulfilmentFeeOf({ length: 12, width: 8, height: 4, weight: 4.1 }).fee).toBe(7.32);
    expect(fulfilmentFeeOf({ length: 40, width: 20, height: 10, weight: 12 })).toMatchObject({
      tier: 'Large bulky',
    });
    expect(fulfilmentFeeOf({ length: 70, width: 30, height: 20, weight: 30 }).tier).toBe(
      'Extra-large 0 to 50 lb',
    );
  });
});

describe('wrong-size-tier detector', () => {
  const asOf = day('2026-06-01');
  const small: [number, number, number, number] = [10, 6, 0.5, 0.4];
  const inflated = { sides: [16, 9.6, 1.8] as [number, number, number], weight: 0.8 };

  const found = (at = asOf) => suite.found(at);
  const suite = detectorSuite('sizetier', wrongSizeTierDetector, async (db, id) => {
    const report = (sku: string, m: { sides: [number, number, number]; weight: number }, fee: string) =>
      seedFeeReport(db, id, { sku, ...m, tier: 'Large standard-size', fee });
    const charge = (sku: string, daysBefore: number, quantity = 1, perUnit = '5.77') =>
      seedFeeCharge(db, id, {
        orderId: `O-${sku}-${daysBefore}`,
        sku,
        at: plusDays(asOf, -daysBefore),
        quantity,
        perUnit,
      });
    // S: measured 60 % larger and twice as heavy; charged on day 61 (too old), 60 and 59 before the audit.
    await seedProduct(db, id, { sku: 'S', dims: small });
    await report('S', inflated, '5.77');
    await charge('S', 61);
    await charge('S', 60, 2);
    await charge('S', 59);
    // T: the catalogue has no dimensions.
    await seedProduct(db, id, { sku: 'T', dims: null });
    await report('T', inflated, '5.77');
    await charge('T', 5);
    // U: the seller confirmed Amazon's measurement is right (the catalogue's is smaller).
    await seedProduct(db, id, { sku: 'U', dims: small });
    await seedUnitCost(db, id, 'U', null, { dims: [16, 9.6, 1.8, 0.8], confirmed: true });
    await report('U', inflated, '5.77');
    await charge('U', 5);
    // V: measured as the catalogue says; W: a rounding apart (cm to inches).
    await seedProduct(db, id, { sku: 'V', dims: small });
    await report('V', { sides: [10, 6, 0.5], weight: 0.4 }, '3.33');
    await charge('V', 5, 1, '3.33');
    await seedProduct(db, id, { sku: 'W', dims: [9.99, 5.99, 0.5, 0.5] });
    await report('W', { sides: [10, 6, 0.5], weight: 0.505 }, '3.43');
    await charge('W', 5, 1, '3.43');
    // X: overcharged, but its last charge is 100 days old (expired).
    await seedProduct(db, id, { sku: 'X', dims: small });
    await report('X', inflated, '5.77');
    await charge('X', 100);
  });
  it('counts the overcharge on the units charged in the 60-day window (day 60 in, day 61 out)', async () => {
    const drafts = await found();
    expect(drafts.map((d) => d.sku)).toEqual(['S', 'T', 'X']);
    const [s] = drafts;
    // $5.77 charged against $3.33 due: $2.44 a unit on 3 units.
    expect(s).toMatchObject({
      kind: 'wrong-size-tier',
      findingKey: 'S:Large standard-size:0.8',
      sku: 'S',
      fnsku: 'X00S',
      asin: 'ASIN-S',
      quantity: 3,
      unitValueMinor: 244,
      estimatedValueMinor: 732,
      actionNeeded: null,
      occurredAt: plusDays(asOf, -60),
      claimDeadline: '2026-06-01',
      reimbursed: null,
    });
    expect(s?.valuation).toContain('Small standard-size');
    expect(s?.evidence).toMatchObject({
      chargedTier: 'Large standard-size',
      trueTier: 'Small standard-size',
      trueDimensions: { length: 10, width: 6, height: 0.5, weight: 0.4, source: 'the catalogue' },
      unitsShipped: 3,
      charges: [
        expect.objectContaining({ amazonOrderId: 'O-S-60', quantity: 2 }),
        expect.objectContaining({ amazonOrderId: 'O-S-59', quantity: 1 }),
      ],
    });
    // A day later the oldest charge has left the window.
    const next = (await found(plusDays(asOf, 1))).find((d) => d.sku === 'S');
    expect(next).toMatchObject({ quantity: 1, estimatedValueMinor: 244, claimDeadline: '2026-06-02' });
  });

  it('asks to confirm the dimensions when the catalogue has none', async () => {
    const t = (await found()).find((d) => d.sku === 'T');
    expect(t).toMatchObject({
      actionNeeded: 'confirm-dimensions',
      unitValueMinor: null,
      estimatedValueMinor: 0,
      quantity: 1,
    });
  });

  it('keeps an overcharge whose charges are all past the window, with its past deadline', async () => {
    const x = (await found()).find((d) => d.sku === 'X');
    expect(x).toMatchObject({ quantity: 1, claimDeadline: '2026-04-22' });
  });

  it('closes the finding when Amazon corrects the fee, and returns the same twice', async () => {
    const { db, channelId } = suite.store();
    await seedReimbursement(db, channelId, {
      id: 'FC1',
      at: plusDays(asOf, -1),
      reason: 'FeeCorrection',
      sku: 'S',
      perUnit: '7.32',
    });
    const s = (await found()).find((d) => d.sku === 'S');
    expect(s?.reimbursed).toEqual({ amountMinor: 732, reimbursementIds: ['FC1'] });
    expect(await found()).toEqual(await found());
  });
});
