import { ROLES } from '@seller-tools/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialEvents, reimburseCaseReimbursements, reimburseCases } from '../../db/schema/index.ts';
import { insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { enrolCompany, insertFinding, insertReimbursementRow } from '../../testing/reimburse-findings.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { createCasesService, type TCaseActor } from './cases.service.ts';
import { createDraftCases } from './create-drafts.ts';
import { matchCaseReimbursements } from './matching.ts';

// Amazon's reimbursements against filed cases: partial, duplicate, reversed and late payments, and the
// ones that are not ours. Whatever happens, every payment is counted at most once, and the cases' totals
// are exactly the sum of what was matched to them.

describe('matching reimbursements to cases', () => {
  let t: TTestApp;
  let store: string;
  let actor: TCaseActor;
  const ids: Record<string, string> = {};

  const caseRow = async (name: string) => {
    const [row] = await t.db
      .select()
      .from(reimburseCases)
      .where(eq(reimburseCases.id, ids[name] as string));
    if (!row) throw new Error(name);
    return row;
  };
  const matchedRows = () =>
    t.db.select().from(reimburseCaseReimbursements).where(eq(reimburseCaseReimbursements.channelId, store));

  /** No amount counted twice, none lost: every case's totals are the sum of its matched rows. */
  async function expectConsistent() {
    const rows = await matchedRows();
    const keys = rows.map((r) => `${r.reimbursementId}|${r.reversal}`);
    expect(new Set(keys).size).toBe(keys.length);
    const cases = await t.db.select().from(reimburseCases).where(eq(reimburseCases.channelId, store));
    for (const c of cases) {
      const mine = rows.filter((r) => r.caseId === c.id);
      expect(c.reimbursedAmountMinor).toBe(mine.reduce((s, r) => s + r.amountMinor, 0));
      expect(c.reimbursedQuantity).toBe(mine.reduce((s, r) => s + r.quantity, 0));
    }
  }

  beforeAll(async () => {
    t = await buildTestApp();
    const seller = await insertUser(t.db, { email: 'owner@match.test', companyName: 'Match Co' });
    const manager = await insertUser(t.db, { email: 'manager@match.test', roles: [ROLES.caseManager] });
    actor = { userId: manager.id, companyId: manager.companyId, roles: [ROLES.caseManager], storeIds: [] };
    await enrolCompany(t.db, seller.companyId);
    store = await insertStore(t.db, { companyId: seller.companyId, sellerId: 'MATCHSELLER' });
    await insertFinding(t.db, { channelId: store, key: 'M1', fnsku: 'X00M1', sku: 'SKU-M1' });
    await insertFinding(t.db, {
      channelId: store,
      key: 'M2',
      fnsku: 'X00M2',
      sku: 'SKU-M2',
      quantity: 4,
      estimatedValueMinor: 4920,
    });
    await insertFinding(t.db, {
      channelId: store,
      key: 'M3',
      kind: 'refund-without-return',
      fnsku: 'X00M3',
      sku: 'SKU-M3',
      amazonOrderId: '111-0000000-0000003',
      quantity: 1,
      estimatedValueMinor: 1500,
    });
    // Amazon paid this one on its own before any case: the audit closed it with R-AUTO.
    await insertFinding(t.db, {
      channelId: store,
      key: 'M4',
      fnsku: 'X00M4',
      sku: 'SKU-M4',
      status: 'reimbursed',
      reimbursedAmountMinor: 2460,
      reimbursementIds: ['R-AUTO'],
    });
    await createDraftCases(t.db, { companyId: seller.companyId, channelId: store });
    const service = createCasesService({ db: t.db, clock: t.clock });
    const cases = await t.db.select().from(reimburseCases).where(eq(reimburseCases.channelId, store));
    const amazonIds: Record<string, string> = {
      'fnsku:X00M1': '1000000001',
      'fnsku:X00M2': '1000000002',
      'order:111-0000000-0000003': '1000000003',
    };
    for (const c of cases) {
      const name = { 'fnsku:X00M1': 'c1', 'fnsku:X00M2': 'c2', 'order:111-0000000-0000003': 'c3' }[
        c.groupKey
      ];
      if (!name) throw new Error(`unexpected case ${c.groupKey}`);
      ids[name] = c.id;
      await service.transition(actor, c.id, { action: 'approve' });
      await service.transition(actor, c.id, { action: 'file', amazon_case_id: amazonIds[c.groupKey] });
    }
    expect(Object.keys(ids).sort()).toEqual(['c1', 'c2', 'c3']);
  });
  afterAll(() => t.close());

  it('matches by case id first, and the same payment in the report and in Finances only once', async () => {
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-100',
      caseId: '1000000001',
      sku: 'SKU-M1',
      fnsku: 'X00M1',
      approvalDate: '2026-11-24',
      amount: '24.60',
      quantity: 2,
    });
    // Finances shows the same reimbursement (its transaction number is the reimbursement id).
    await t.db.insert(financialEvents).values({
      channelId: store,
      rowKey: 'fe-R-100',
      eventGroup: 'Adjustment',
      eventType: 'WAREHOUSE_LOST',
      postedDate: new Date('2026-11-24T12:00:00Z'),
      sellerSku: 'SKU-M1',
      fnsku: 'X00M1',
      quantity: 2,
      amountKind: 'adjustment',
      amount: '24.60',
      currency: 'USD',
      transactionNumber: 'R-100',
    });
    expect(await matchCaseReimbursements(t.db, store)).toEqual({
      matched: 1,
      reversed: 0,
      reimbursed: 1,
      reopened: 0,
    });
    expect(await caseRow('c1')).toMatchObject({
      state: 'reimbursed',
      reimbursedAmountMinor: 2460,
      reimbursedQuantity: 2,
    });
    // Running again counts nothing twice.
    expect(await matchCaseReimbursements(t.db, store)).toEqual({
      matched: 0,
      reversed: 0,
      reimbursed: 0,
      reopened: 0,
    });
    await expectConsistent();
  });

  it('a partial payment by FNSKU leaves the rest open; a late one completes it', async () => {
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-200',
      sku: 'SKU-M2',
      fnsku: 'X00M2',
      approvalDate: '2026-11-25',
      amount: '12.30',
      quantity: 1,
    });
    await matchCaseReimbursements(t.db, store);
    expect(await caseRow('c2')).toMatchObject({
      state: 'filed',
      reimbursedAmountMinor: 1230,
      reimbursedQuantity: 1,
    });
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-201',
      sku: 'SKU-M2',
      fnsku: 'X00M2',
      approvalDate: '2026-12-20',
      amount: '36.90',
      quantity: 3,
    });
    expect(await matchCaseReimbursements(t.db, store)).toMatchObject({ matched: 1, reimbursed: 1 });
    expect(await caseRow('c2')).toMatchObject({
      state: 'reimbursed',
      reimbursedAmountMinor: 4920,
      reimbursedQuantity: 4,
    });
    await expectConsistent();
  });

  it('matches by order id', async () => {
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-300',
      amazonOrderId: '111-0000000-0000003',
      sku: 'SKU-M3',
      approvalDate: '2026-11-26',
      amount: '15.00',
      quantity: 1,
      reason: 'CustomerReturn',
    });
    await matchCaseReimbursements(t.db, store);
    expect(await caseRow('c3')).toMatchObject({ state: 'reimbursed', reimbursedAmountMinor: 1500 });
  });

  it('a reversal reopens the case it took money from, once', async () => {
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-100',
      originalReimbursementId: 'R-100',
      sku: 'SKU-M1',
      fnsku: 'X00M1',
      approvalDate: '2026-12-01',
      amount: '-12.30',
      quantity: -1,
    });
    expect(await matchCaseReimbursements(t.db, store)).toEqual({
      matched: 0,
      reversed: 1,
      reimbursed: 0,
      reopened: 1,
    });
    expect(await caseRow('c1')).toMatchObject({
      state: 'filed',
      reimbursedAmountMinor: 1230,
      reimbursedQuantity: 1,
    });
    expect(await matchCaseReimbursements(t.db, store)).toMatchObject({ reversed: 0 });
    await expectConsistent();
  });

  it('leaves alone what is not ours: Amazon automatic payments, other cases, payments before filing', async () => {
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-AUTO',
      sku: 'SKU-M4',
      fnsku: 'X00M4',
      approvalDate: '2026-11-25',
      amount: '24.60',
      quantity: 2,
    });
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-OTHER',
      caseId: '9999999999',
      sku: 'SKU-M1',
      fnsku: 'X00M1',
      approvalDate: '2026-11-27',
      amount: '12.30',
      quantity: 1,
    });
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-EARLY',
      sku: 'SKU-M1',
      fnsku: 'X00M1',
      approvalDate: '2026-11-01',
      amount: '12.30',
      quantity: 1,
    });
    expect(await matchCaseReimbursements(t.db, store)).toEqual({
      matched: 0,
      reversed: 0,
      reimbursed: 0,
      reopened: 0,
    });
    const matched = (await matchedRows()).map((r) => r.reimbursementId);
    expect(matched).not.toContain('R-AUTO');
    expect(matched).not.toContain('R-OTHER');
    expect(matched).not.toContain('R-EARLY');
    await expectConsistent();
  });

  it('none lost: the cases hold every matched payment, the totals add up', async () => {
    const [total] = await t.db
      .select({ sum: sql<number>`sum(${reimburseCaseReimbursements.amountMinor})::int` })
      .from(reimburseCaseReimbursements)
      .where(eq(reimburseCaseReimbursements.channelId, store));
    // 24.60 − 12.30 (c1) + 49.20 (c2) + 15.00 (c3).
    expect(total?.sum).toBe(2460 - 1230 + 4920 + 1500);
    // A case the replacement payment completes turns reimbursed again.
    await insertReimbursementRow(t.db, {
      channelId: store,
      reimbursementId: 'R-101',
      caseId: '1000000001',
      sku: 'SKU-M1',
      fnsku: 'X00M1',
      approvalDate: '2026-12-10',
      amount: '12.30',
      quantity: 1,
    });
    await matchCaseReimbursements(t.db, store);
    expect(await caseRow('c1')).toMatchObject({ state: 'reimbursed', reimbursedAmountMinor: 2460 });
    await expectConsistent();
  });
});
