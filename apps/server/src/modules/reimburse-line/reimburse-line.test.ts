import {
  CHANNEL_MESSAGES,
  FINDING_EXPORT_COLUMNS,
  PAYOUT_AUTOMATIC_LABEL,
  REIMBURSE_MESSAGES,
  ROLES,
  ZFreeAudit,
  ZPayoutSummary,
  ZServerUserInfo,
} from '@seller-tools/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reimburseCaseFindings, reimburseCaseReimbursements, reimburseCases } from '../../db/schema/index.ts';
import { insertMember, insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { csvLines } from '../../testing/csv-lines.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { enrolCompany, insertFinding } from '../../testing/reimburse-findings.ts';
import { injectAs, signInTokens } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

describe('the reimbursement line API', () => {
  let t: TTestApp;
  let owner: string;
  let member: string;
  let rival: string;
  let staff: string;
  let seller: string;
  let storeA: string;
  let storeB: string;
  let rivalStore: string;
  const get = (token: string, url: string) => injectAs(t.app, token, 'GET', url);

  beforeAll(async () => {
    t = await buildTestApp();
    const acme = await insertUser(t.db, { email: 'owner@rb-acme.test', companyName: 'RB Acme' });
    storeA = await insertStore(t.db, { companyId: acme.companyId, sellerId: 'RBSELLERA' });
    storeB = await insertStore(t.db, {
      companyId: acme.companyId,
      sellerId: 'RBSELLERB',
      marketplaceId: 'A1F83G8C2ARO7P',
    });
    await insertMember(t.db, acme, 'member@rb-acme.test', ['RBSELLERA']);
    const other = await insertUser(t.db, { email: 'owner@rb-rival.test', companyName: 'RB Rival' });
    rivalStore = await insertStore(t.db, { companyId: other.companyId, sellerId: 'RBRIVAL' });
    await insertUser(t.db, { email: 'staff@rb.test', roles: [ROLES.reimbursementAdmin] });
    await insertUser(t.db, { email: 'seller@rb.test', roles: [ROLES.caseManager] });

    // The seeded plan (20 % commission).
    await enrolCompany(t.db, acme.companyId);

    await insertFinding(t.db, { channelId: storeA, key: 'A1', claimDeadline: '2026-12-01' });
    await insertFinding(t.db, {
      channelId: storeA,
      key: 'A2',
      status: 'needs-action',
      actionNeeded: 'missing-cogs',
      kind: 'refund-without-return',
      amazonOrderId: '111-2222222-3333333',
      claimDeadline: '2026-12-20',
      estimatedValueMinor: 1000,
    });
    await insertFinding(t.db, {
      channelId: storeA,
      key: 'A3',
      status: 'reimbursed',
      reimbursedAmountMinor: 5000,
      reimbursementIds: ['R-1'],
      resolvedAt: new Date('2026-10-15T00:00:00Z'),
    });
    const paidThroughCase = await insertFinding(t.db, {
      channelId: storeA,
      key: 'A4',
      status: 'reimbursed',
      reimbursedAmountMinor: 1001,
      reimbursementIds: ['R-2'],
      resolvedAt: new Date('2026-11-03T00:00:00Z'),
    });
    await insertFinding(t.db, {
      channelId: storeA,
      key: 'A5',
      status: 'expired',
      claimDeadline: '2026-10-01',
    });
    // Our cases: October pays 30.00; November 20.01 less a 10.00 reversal; a third case paid and taken back.
    const caseOf = async (groupKey: string) => {
      const [row] = await t.db
        .insert(reimburseCases)
        .values({
          companyId: acme.companyId,
          channelId: storeA,
          kind: 'lost-inbound',
          groupKey,
          state: 'reimbursed',
          amazonCaseId: `AMZ-${groupKey}`,
          caseText: 'Please reimburse.',
          claimedAmountMinor: 3000,
          currency: 'USD',
        })
        .returning({ id: reimburseCases.id });
      return row?.id ?? '';
    };
    const [october, november, takenBack] = [
      await caseOf('fnsku:X1'),
      await caseOf('fnsku:X2'),
      await caseOf('fnsku:X3'),
    ];
    await t.db.insert(reimburseCaseFindings).values({ caseId: november, findingId: paidThroughCase });
    const paid = (caseId: string, reimbursementId: string, approvedOn: string, amountMinor: number) => ({
      caseId,
      channelId: storeA,
      reimbursementId,
      matchedBy: 'case-id',
      reversal: amountMinor < 0,
      source: 'report',
      approvedOn,
      quantity: amountMinor < 0 ? -1 : 1,
      amountMinor,
      currency: 'USD',
    });
    await t.db
      .insert(reimburseCaseReimbursements)
      .values([
        paid(october, 'C-10', '2026-10-20', 3000),
        paid(november, 'C-11', '2026-11-05', 2001),
        paid(november, 'C-11', '2026-11-20', -1000),
        paid(takenBack, 'C-12', '2026-11-06', 1000),
        paid(takenBack, 'C-12', '2026-11-07', -1000),
      ]);
    await insertFinding(t.db, { channelId: storeB, key: 'B1', currency: 'GBP', claimDeadline: '2026-11-30' });
    await insertFinding(t.db, { channelId: rivalStore, key: 'R1', claimDeadline: '2026-11-29' });

    [owner, member, rival, staff, seller] = await signInTokens(t, [
      'owner@rb-acme.test',
      'member@rb-acme.test',
      'owner@rb-rival.test',
      'staff@rb.test',
      'seller@rb.test',
    ]);
  });
  afterAll(() => t.close());

  describe('module switch', () => {
    it('stores the module in module_config beside the reimburse store and answers the user info', async () => {
      const res = await injectAs(t.app, owner, 'PUT', '/api/user/module', { module: 'reimburse' });
      expect(res.statusCode).toBe(200);
      const info = ZServerUserInfo.parse(res.json().data);
      expect(info.module_config).toMatchObject({ module: 'reimburse' });
      const me = ZServerUserInfo.parse((await get(owner, '/api/user')).json().data);
      expect(me.module_config).toMatchObject({ module: 'reimburse' });
      // The reimburse store choice is kept by the channel selection and survives a switch.
      await injectAs(t.app, owner, 'PUT', '/api/market/user/channel', {
        channel_info: { seller_id: 'RBSELLERB', market_id: 'A1F83G8C2ARO7P' },
        moduleType: 'reimburse',
      });
      const back = await injectAs(t.app, owner, 'PUT', '/api/user/module', { module: 'review' });
      expect(back.json().data.module_config).toMatchObject({
        module: 'review',
        reimburse: { current_seller_info: { seller_id: 'RBSELLERB' } },
      });
    });

    it('refuses an unknown module and a visitor', async () => {
      expect((await injectAs(t.app, owner, 'PUT', '/api/user/module', { module: 'ppc' })).statusCode).toBe(
        400,
      );
      expect(
        (await injectAs(t.app, undefined, 'PUT', '/api/user/module', { module: 'review' })).statusCode,
      ).toBe(401);
    });
  });

  describe('free audit', () => {
    it('sums a store without a single id, and says whether the company is enrolled', async () => {
      const res = await get(rival, `/api/reimburse/free-audit?channel_id=${rivalStore}`);
      expect(res.statusCode).toBe(200);
      const audit = ZFreeAudit.parse(res.json().data);
      expect(audit).toMatchObject({
        enrolled: false,
        potential: { count: 1, value: 2460 },
        by_kind: [{ kind: 'lost-not-reimbursed', count: 1, value: 2460 }],
        nearest_deadlines: [
          { kind: 'lost-not-reimbursed', claim_deadline: '2026-11-29', estimated_value: 2460 },
        ],
      });
      expect(res.body).not.toContain('REF-R1');
      expect(res.body).not.toContain('SKU-R1');
    });

    it('counts claimable, expired and recovered apart', async () => {
      const audit = ZFreeAudit.parse(
        (await get(owner, `/api/reimburse/free-audit?channel_id=${storeA}`)).json().data,
      );
      expect(audit.enrolled).toBe(true);
      expect(audit.potential).toEqual({ count: 2, value: 3460 });
      expect(audit.expired).toEqual({ count: 1, value: 2460 });
      expect(audit.recovered).toEqual({ count: 2, value: 6001 });
    });

    it("refuses another company's store and a store outside the member's list", async () => {
      const other = await get(rival, `/api/reimburse/free-audit?channel_id=${storeA}`);
      expectEnvelopeError(other, 403, CHANNEL_MESSAGES.storeForbidden);
      expect((await get(member, `/api/reimburse/free-audit?channel_id=${storeB}`)).statusCode).toBe(403);
      expect((await get(member, `/api/reimburse/free-audit?channel_id=${storeA}`)).statusCode).toBe(200);
    });
  });

  describe('payout summary', () => {
    it('sums what Amazon paid on our cases per month, net of reversals, with our commission', async () => {
      const res = await get(owner, `/api/reimburse/payouts?channel_id=${storeA}`);
      expect(res.statusCode).toBe(200);
      const summary = ZPayoutSummary.parse(res.json().data);
      expect(summary.commission_percent).toBe(20);
      // November: 20.01 less the 10.00 reversal; the case paid and taken back counts for nothing.
      expect(summary.months).toEqual([
        { month: '2026-11', cases: 1, recovered: 1001, commission: 200, net: 801 },
        { month: '2026-10', cases: 1, recovered: 3000, commission: 600, net: 2400 },
      ]);
      expect(summary.totals).toEqual({ cases: 2, recovered: 4001, commission: 800, net: 3201 });
    });

    it("shows Amazon's automatic reimbursements apart, without commission", async () => {
      const summary = ZPayoutSummary.parse(
        (await get(owner, `/api/reimburse/payouts?channel_id=${storeA}`)).json().data,
      );
      // A3 was paid outside any case; A4 belongs to a case, so its payment is the case's, not Amazon's own.
      expect(summary.automatic).toEqual([{ month: '2026-10', findings: 1, amount: 5000 }]);
      expect(summary.automatic_total).toBe(5000);
    });

    it('needs the reimburse plan and the store', async () => {
      const res = await get(rival, `/api/reimburse/payouts?channel_id=${rivalStore}`);
      expectEnvelopeError(res, 403, REIMBURSE_MESSAGES.planRequired);
      expect((await get(member, `/api/reimburse/payouts?channel_id=${storeB}`)).statusCode).toBe(403);
      expect((await get(owner, `/api/reimburse/payouts?channel_id=${rivalStore}`)).statusCode).toBe(403);
    });

    it('exports the months as CSV', async () => {
      const res = await get(owner, `/api/reimburse/payouts/export?channel_id=${storeA}&format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toContain('.csv');
      expect(res.body).toContain('Month,Cases,Recovered,Commission,Net,Currency');
      expect(res.body).toContain('2026-10,1,30,6,24,USD');
      expect(res.body).toContain('Total,2,40.01,8,32.01,USD');
      expect(res.body).toContain(`"2026-10 ${PAYOUT_AUTOMATIC_LABEL}",1,50,0,50,USD`);
    });
  });

  describe('findings export', () => {
    it('exports the filtered findings of the store, nearest deadline first', async () => {
      const res = await get(
        owner,
        `/api/reimburse/findings/export?channel_id=${storeA}&status=open,needs-action&format=csv`,
      );
      expect(res.statusCode).toBe(200);
      const lines = csvLines(res.body);
      expect(lines[0]).toBe(FINDING_EXPORT_COLUMNS.join(','));
      expect(lines).toHaveLength(3);
      expect(lines[1]).toContain('SKU-A1');
      expect(lines[2]).toContain('111-2222222-3333333');
      const xlsx = await get(owner, `/api/reimburse/findings/export?channel_id=${storeA}&format=xlsx`);
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    });

    it('needs the plan, and the store the member may see', async () => {
      expect(
        (await get(rival, `/api/reimburse/findings/export?channel_id=${rivalStore}&format=csv`)).statusCode,
      ).toBe(403);
      expect(
        (await get(member, `/api/reimburse/findings/export?channel_id=${storeB}&format=csv`)).statusCode,
      ).toBe(403);
    });
  });

  describe('lost in warehouse', () => {
    it('lists open lost units of enrolled sellers only, nearest deadline first, one page at a time', async () => {
      const first = await get(staff, '/api/reimburse/lost-in-warehouse?limit=1');
      expect(first.statusCode).toBe(200);
      const page1 = first.json().data;
      expect(page1.items.map((i: { sku: string }) => i.sku)).toEqual(['SKU-B1']);
      expect(page1.items[0]).toMatchObject({ company_name: 'RB Acme', seller_id: 'RBSELLERB' });
      const page2 = (
        await get(staff, `/api/reimburse/lost-in-warehouse?limit=1&cursor=${page1.next_cursor}`)
      ).json().data;
      expect(page2.items.map((i: { sku: string }) => i.sku)).toEqual(['SKU-A1']);
      expect(page2.next_cursor).toBeNull();
      // The rival company has no plan: its lost units are not the staff's work.
      const all = (await get(staff, '/api/reimburse/lost-in-warehouse?status=open,expired')).json().data;
      expect(all.items.map((i: { sku: string }) => i.sku)).toEqual(['SKU-A5', 'SKU-B1', 'SKU-A1']);
      const searched = (await get(staff, '/api/reimburse/lost-in-warehouse?q=rbsellerb')).json().data;
      expect(searched.items).toHaveLength(1);
    });

    it('refuses sellers and other staff roles, and a forged cursor', async () => {
      expect((await get(owner, '/api/reimburse/lost-in-warehouse')).statusCode).toBe(403);
      expect((await get(seller, '/api/reimburse/lost-in-warehouse')).statusCode).toBe(403);
      expect((await get(staff, '/api/reimburse/lost-in-warehouse?cursor=bm9wZQ')).statusCode).toBe(400);
    });

    it('exports the work list', async () => {
      const res = await get(staff, '/api/reimburse/lost-in-warehouse/export?format=csv');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('Company,Seller id,Marketplace,Finding id');
      expect(res.body).toContain('RB Acme,RBSELLERB');
      expect(res.body).not.toContain('RBRIVAL');
      expect((await get(owner, '/api/reimburse/lost-in-warehouse/export?format=csv')).statusCode).toBe(403);
    });
  });
});
