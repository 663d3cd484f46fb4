import { CASE_MESSAGES, ROLES, ZCaseDetail, ZQueueCase } from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  reimburseCaseFindings,
  reimburseCases,
  reimburseStoreSettings,
  storedDocuments,
} from '../../db/schema/index.ts';
import { insertUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { enrolCompany, insertFinding, type TFindingSeed } from '../../testing/reimburse-findings.ts';
import { injectAs, signInTokens } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { afterAudit } from './after-audit.ts';
import { createDraftCases } from './create-drafts.ts';

describe('reimbursement cases', () => {
  let t: TTestApp;
  let acmeId: string;
  let rivalId: string;
  let storeA: string;
  let storeB: string;
  let rivalStore: string;
  let owner: string;
  let member: string;
  let rival: string;
  let manager: string;
  let admin: string;
  let managerId: string;

  const casesOf = async (channelId: string) =>
    t.db.select().from(reimburseCases).where(eq(reimburseCases.channelId, channelId));
  const caseFor = async (channelId: string, groupKey: string) => {
    const found = (await casesOf(channelId)).find((c) => c.groupKey === groupKey);
    if (!found) throw new Error(`no case ${groupKey}`);
    return found;
  };
  const transition = (token: string, caseId: string, body: Record<string, unknown>) =>
    injectAs(t.app, token, 'POST', `/api/reimburse/cases/${caseId}/transition`, body);

  beforeAll(async () => {
    t = await buildTestApp();
    const acme = await insertUser(t.db, { email: 'owner@cs-acme.test', companyName: 'CS Acme' });
    acmeId = acme.companyId;
    storeA = await insertStore(t.db, { companyId: acmeId, sellerId: 'CSSELLERA' });
    storeB = await insertStore(t.db, { companyId: acmeId, sellerId: 'CSSELLERB' });
    await insertUser(t.db, {
      email: 'member@cs-acme.test',
      companyId: acmeId,
      accessChannelList: ['CSSELLERA'],
    });
    const other = await insertUser(t.db, { email: 'owner@cs-rival.test', companyName: 'CS Rival' });
    rivalId = other.companyId;
    rivalStore = await insertStore(t.db, { companyId: rivalId, sellerId: 'CSRIVAL' });
    const m = await insertUser(t.db, {
      email: 'manager@cs.test',
      roles: [ROLES.caseManager],
      name: 'Casey Manager',
    });
    managerId = m.id;
    await insertUser(t.db, { email: 'admin@cs.test', roles: [ROLES.reimbursementAdmin] });
    await enrolCompany(t.db, acmeId);
    await enrolCompany(t.db, rivalId);

    // Store A: two lost batches of one FNSKU (one case), another FNSKU, a shipment shortage, an expired
    // finding and one that needs the seller's unit cost first (neither becomes a case).
    const seed = (channelId: string, key: string, more: Omit<TFindingSeed, 'channelId' | 'key'>) =>
      insertFinding(t.db, { channelId, key, ...more });
    await seed(storeA, 'L1', { fnsku: 'X00LOST1', claimDeadline: '2026-11-28' });
    await seed(storeA, 'L2', { fnsku: 'X00LOST1', claimDeadline: '2026-12-10' });
    await seed(storeA, 'L3', { fnsku: 'X00LOST3', claimDeadline: '2027-01-10' });
    const shortage = { shipmentId: 'FBA15ABCDE', quantity: 5, estimatedValueMinor: 6150 };
    await seed(storeA, 'S1', { kind: 'short-received', ...shortage, claimDeadline: '2026-12-15' });
    await seed(storeA, 'E1', { status: 'expired', claimDeadline: '2026-10-01' });
    await seed(storeA, 'N1', { status: 'needs-action', actionNeeded: 'missing-cogs' });
    await seed(storeB, 'B1', { fnsku: 'X00B1', claimDeadline: '2026-12-01' });
    await seed(rivalStore, 'R1', { fnsku: 'X00R1', claimDeadline: '2026-11-25' });

    [owner, member, rival, manager, admin] = await signInTokens(t, [
      'owner@cs-acme.test',
      'member@cs-acme.test',
      'owner@cs-rival.test',
      'manager@cs.test',
      'admin@cs.test',
    ]);
  });
  afterAll(() => t.close());

  describe('creating draft cases', () => {
    it('groups open findings by Amazon rule (FNSKU batch, shipment), skips expired and needs-action', async () => {
      const result = await createDraftCases(t.db, { companyId: acmeId, channelId: storeA });
      expect(result).toEqual({ created: 3, extended: 0, ready: 0 });
      const cases = await casesOf(storeA);
      expect(cases.map((c) => c.groupKey).sort()).toEqual([
        'fnsku:X00LOST1',
        'fnsku:X00LOST3',
        'shipment:FBA15ABCDE',
      ]);
      const lost1 = await caseFor(storeA, 'fnsku:X00LOST1');
      expect(lost1).toMatchObject({
        state: 'draft',
        kind: 'lost-not-reimbursed',
        claimedAmountMinor: 4920,
        claimedQuantity: 4,
        deadline: '2026-11-28',
        currency: 'USD',
      });
      expect(lost1.caseText).toContain('FNSKU X00LOST1');
      expect(lost1.caseText).toContain('FBA Inventory Reimbursement Policy');
      expect(lost1.caseText).toContain('REF-L1');
      expect(lost1.caseText).toContain('$49.20');
      await createDraftCases(t.db, { companyId: acmeId, channelId: storeB });
      await createDraftCases(t.db, { companyId: rivalId, channelId: rivalStore });
    });

    it('is idempotent: a second run creates nothing and adds no finding twice', async () => {
      const before = await t.db.select().from(reimburseCaseFindings);
      expect(await createDraftCases(t.db, { companyId: acmeId, channelId: storeA })).toEqual({
        created: 0,
        extended: 0,
        ready: 0,
      });
      expect(await t.db.select().from(reimburseCaseFindings)).toHaveLength(before.length);
    });

    it('adds a later finding of the same group to the draft, and readies cases per the case preference', async () => {
      await insertFinding(t.db, {
        channelId: storeA,
        key: 'L4',
        fnsku: 'X00LOST1',
        claimDeadline: '2026-11-26',
      });
      expect(await createDraftCases(t.db, { companyId: acmeId, channelId: storeA })).toMatchObject({
        extended: 1,
      });
      const lost1 = await caseFor(storeA, 'fnsku:X00LOST1');
      expect(lost1).toMatchObject({ claimedAmountMinor: 7380, claimedQuantity: 6, deadline: '2026-11-26' });

      await t.db.insert(reimburseStoreSettings).values({
        channelId: storeB,
        caseApproval: 'auto-above',
        autoFileAboveMinor: 5000,
        minCaseValueMinor: 1000,
      });
      await insertFinding(t.db, { channelId: storeB, key: 'B2', fnsku: 'X00B2', estimatedValueMinor: 9000 });
      await insertFinding(t.db, { channelId: storeB, key: 'B3', fnsku: 'X00B3', estimatedValueMinor: 900 });
      expect(await createDraftCases(t.db, { companyId: acmeId, channelId: storeB })).toEqual({
        created: 1,
        extended: 0,
        ready: 1,
      });
      expect((await caseFor(storeB, 'fnsku:X00B2')).state).toBe('ready');
      // Below the minimum value: no case (yet).
      expect((await casesOf(storeB)).some((c) => c.groupKey === 'fnsku:X00B3')).toBe(false);
    });
  });

  it('after an audit, only an enrolled company gets cases; the audit job runs this step', async () => {
    const free = await insertUser(t.db, { email: 'owner@cs-free.test', companyName: 'CS Free' });
    const freeStore = await insertStore(t.db, { companyId: free.companyId, sellerId: 'CSFREE' });
    await insertFinding(t.db, { channelId: freeStore, key: 'F1', fnsku: 'X00F1' });
    expect(await afterAudit(t.db, freeStore)).toMatchObject({ drafts: null });
    expect(await casesOf(freeStore)).toEqual([]);
    expect(await afterAudit(t.db, storeA)).toMatchObject({ drafts: { created: 0, extended: 0 } });
  });

  describe('who sees which case', () => {
    it('a seller lists their store cases, nearest deadline first', async () => {
      const res = await injectAs(t.app, owner, 'GET', `/api/reimburse/cases?channel_id=${storeA}`);
      expect(res.statusCode).toBe(200);
      const items = res.json().data.items as { group_key: string; deadline: string }[];
      expect(items.map((c) => c.group_key)).toEqual([
        'fnsku:X00LOST1',
        'shipment:FBA15ABCDE',
        'fnsku:X00LOST3',
      ]);
    });

    it('pages with a keyset cursor and refuses a broken one', async () => {
      const first = (
        await injectAs(t.app, owner, 'GET', `/api/reimburse/cases?channel_id=${storeA}&limit=2`)
      ).json();
      expect(first.data.items).toHaveLength(2);
      const next = await injectAs(
        t.app,
        owner,
        'GET',
        `/api/reimburse/cases?channel_id=${storeA}&limit=2&cursor=${first.data.next_cursor}`,
      );
      expect(next.json().data.items.map((c: { group_key: string }) => c.group_key)).toEqual([
        'fnsku:X00LOST3',
      ]);
      const bad = await injectAs(
        t.app,
        owner,
        'GET',
        `/api/reimburse/cases?channel_id=${storeA}&cursor=nope`,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: true, message: CASE_MESSAGES.cursorInvalid });
    });

    it('a member limited to one store sees only that store', async () => {
      expect(
        (await injectAs(t.app, member, 'GET', `/api/reimburse/cases?channel_id=${storeA}`)).statusCode,
      ).toBe(200);
      expect(
        (await injectAs(t.app, member, 'GET', `/api/reimburse/cases?channel_id=${storeB}`)).statusCode,
      ).toBe(403);
      const caseB = await caseFor(storeB, 'fnsku:X00B1');
      const res = await injectAs(t.app, member, 'GET', `/api/reimburse/cases/${caseB.id}`);
      expectEnvelopeError(res, 404, CASE_MESSAGES.notFound);
    });

    it('another company sees none of them', async () => {
      const lost1 = await caseFor(storeA, 'fnsku:X00LOST1');
      expect(
        (await injectAs(t.app, rival, 'GET', `/api/reimburse/cases?channel_id=${storeA}`)).statusCode,
      ).toBe(403);
      expect((await injectAs(t.app, rival, 'GET', `/api/reimburse/cases/${lost1.id}`)).statusCode).toBe(404);
      expect((await transition(rival, lost1.id, { action: 'approve' })).statusCode).toBe(404);
    });

    it("the case's evidence pack: for its seller and our case manager, stored with the store; nobody else", async () => {
      const lost1 = await caseFor(storeA, 'fnsku:X00LOST1');
      const url = `/api/reimburse/cases/${lost1.id}/evidence-pack`;
      for (const token of [owner, manager]) {
        const res = await injectAs(t.app, token, 'POST', url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
        expect(await pdfText(res.rawPayload)).toContain('X00LOST1');
      }
      const stored = await t.db
        .select()
        .from(storedDocuments)
        .where(and(eq(storedDocuments.channelId, storeA), eq(storedDocuments.kind, 'evidence-pack')));
      expect(stored).toHaveLength(2);
      expect(stored.map((d) => d.companyId)).toEqual([acmeId, acmeId]);
      expect((await injectAs(t.app, rival, 'POST', url)).statusCode).toBe(404);
    });

    it('a case manager without super-admin sees every enrolled seller case, urgent deadlines first', async () => {
      const res = await injectAs(t.app, manager, 'GET', '/api/reimburse/case-manager/cases');
      expect(res.statusCode).toBe(200);
      const items = (res.json().data.items as unknown[]).map((i) => ZQueueCase.parse(i));
      expect(new Set(items.map((i) => i.company_name))).toEqual(new Set(['CS Acme', 'CS Rival']));
      expect(items[0]).toMatchObject({
        group_key: 'fnsku:X00R1',
        deadline: '2026-11-25',
        seller_id: 'CSRIVAL',
      });
      const deadlines = items.map((i) => i.deadline ?? '9999');
      expect(deadlines).toEqual([...deadlines].sort());
    });

    it('filters the queue by state, kind, store, deadline, value and assignee', async () => {
      const q = async (query: string) =>
        (
          (await injectAs(t.app, manager, 'GET', `/api/reimburse/case-manager/cases?${query}`)).json().data
            .items as { group_key: string }[]
        ).map((i) => i.group_key);
      expect(await q('kind=short-received')).toEqual(['shipment:FBA15ABCDE']);
      expect(await q('state=ready')).toEqual(['fnsku:X00B2']);
      expect(await q(`channel_id=${storeB}`)).toEqual(['fnsku:X00B1', 'fnsku:X00B2']);
      expect(await q('deadline_before=2026-11-27')).toEqual(['fnsku:X00R1', 'fnsku:X00LOST1']);
      expect(await q('min_value=7000')).toEqual(['fnsku:X00LOST1', 'fnsku:X00B2']);
      expect(await q('assignee=me')).toEqual([]);
    });

    it('the lost-in-warehouse work list links each finding to its case', async () => {
      const lost1 = await caseFor(storeA, 'fnsku:X00LOST1');
      const res = await injectAs(t.app, admin, 'GET', '/api/reimburse/lost-in-warehouse?q=X00LOST1');
      const items = res.json().data.items as { fnsku: string; case_id: string | null }[];
      expect(items.length).toBe(3);
      expect(items.every((i) => i.case_id === lost1.id)).toBe(true);
    });

    it('sellers and other roles cannot open the queue', async () => {
      expect((await injectAs(t.app, owner, 'GET', '/api/reimburse/case-manager/cases')).statusCode).toBe(403);
    });
  });

  describe('transitions', () => {
    it('the seller approves a draft and edits its text; filing is staff work', async () => {
      const lost3 = await caseFor(storeA, 'fnsku:X00LOST3');
      const edit = await injectAs(t.app, owner, 'PUT', `/api/reimburse/cases/${lost3.id}/text`, {
        case_text: 'My own words about FNSKU X00LOST3.',
      });
      expect(edit.statusCode).toBe(200);
      expect(edit.json().data).toMatchObject({
        case_text: 'My own words about FNSKU X00LOST3.',
        text_edited: true,
      });
      const approved = await transition(owner, lost3.id, { action: 'approve' });
      expect(approved.statusCode).toBe(200);
      const detail = ZCaseDetail.parse(approved.json().data);
      expect(detail.state).toBe('ready');
      expect(detail.actions).toEqual([]);
      expect(detail.events.map((e) => e.action)).toEqual(['created', 'approve']);
      expect(detail.events[1]?.actor_name).toBe('Test Seller');
      const file = await transition(owner, lost3.id, { action: 'file', amazon_case_id: '1234567890' });
      expectEnvelopeError(file, 403, CASE_MESSAGES.staffOnly);
    });

    it('staff file with the Amazon case id; the text is then locked', async () => {
      const lost3 = await caseFor(storeA, 'fnsku:X00LOST3');
      const missing = await transition(manager, lost3.id, { action: 'file' });
      expectEnvelopeError(missing, 400, CASE_MESSAGES.amazonCaseIdRequired);
      const filed = await transition(manager, lost3.id, { action: 'file', amazon_case_id: '1234567890' });
      expect(filed.statusCode).toBe(200);
      const detail = ZCaseDetail.parse(filed.json().data);
      expect(detail).toMatchObject({ state: 'filed', amazon_case_id: '1234567890' });
      expect(detail.seller_central_url).toBe(
        'https://sellercentral.amazon.com/cu/case-dashboard/view-case?caseID=1234567890',
      );
      expect(detail.findings.map((f) => f.reference_id)).toEqual(['REF-L3']);
      const locked = await injectAs(t.app, owner, 'PUT', `/api/reimburse/cases/${lost3.id}/text`, {
        case_text: 'x',
      });
      expectEnvelopeError(locked, 409, CASE_MESSAGES.textLocked);
    });

    it('refuses a transition the state does not allow, with a readable message', async () => {
      const lost3 = await caseFor(storeA, 'fnsku:X00LOST3');
      const again = await transition(manager, lost3.id, { action: 'approve' });
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ error: true, message: 'A case that is filed cannot be approved.' });
      const reject = await transition(manager, lost3.id, { action: 'reject' });
      expectEnvelopeError(reject, 400, CASE_MESSAGES.reasonRequired);
    });

    it('records Amazon answers, more-info requests and rejections with their text', async () => {
      const lost3 = await caseFor(storeA, 'fnsku:X00LOST3');
      expect(
        (await transition(admin, lost3.id, { action: 'more-info', note: 'Send an invoice.' })).statusCode,
      ).toBe(200);
      expect(
        (await transition(admin, lost3.id, { action: 'answer', note: 'We are looking.' })).statusCode,
      ).toBe(200);
      const rejected = await transition(admin, lost3.id, { action: 'reject', note: 'Units were found.' });
      const detail = ZCaseDetail.parse(rejected.json().data);
      expect(detail).toMatchObject({ state: 'rejected', reason: 'Units were found.' });
      expect(detail.events.slice(-3).map((e) => [e.to_state, e.note])).toEqual([
        ['more-info', 'Send an invoice.'],
        ['answered', 'We are looking.'],
        ['rejected', 'Units were found.'],
      ]);
      // Its finding is free again, not in two active cases.
      const links = await t.db
        .select()
        .from(reimburseCaseFindings)
        .where(eq(reimburseCaseFindings.caseId, lost3.id));
      expect(links.every((l) => !l.active)).toBe(true);
    });

    it('staff claim, assign only to the case team, and bulk file each case on its own', async () => {
      const shipment = await caseFor(storeA, 'shipment:FBA15ABCDE');
      const assign = (assignee: string) =>
        injectAs(t.app, manager, 'POST', `/api/reimburse/case-manager/cases/${shipment.id}/assign`, {
          assignee,
        });
      const claim = await assign('me');
      expect(claim.json().data).toMatchObject({ assignee_id: managerId, assignee_name: 'Casey Manager' });
      const ownerUser = await insertUser(t.db, { email: 'x@cs-acme.test', companyId: acmeId });
      const bad = await assign(ownerUser.id);
      expect(bad.statusCode).toBe(400);
      const mine = await injectAs(t.app, manager, 'GET', '/api/reimburse/case-manager/cases?assignee=me');
      expect(mine.json().data.items.map((i: { case_id: string }) => i.case_id)).toEqual([shipment.id]);

      const ready = await caseFor(storeB, 'fnsku:X00B2');
      const bulk = await injectAs(t.app, manager, 'POST', '/api/reimburse/case-manager/cases/file', {
        items: [
          { case_id: ready.id, amazon_case_id: '2222222222' },
          { case_id: shipment.id, amazon_case_id: '3333333333' },
        ],
      });
      expect(bulk.statusCode).toBe(200);
      expect(bulk.json().data).toEqual({
        filed: [ready.id],
        refused: [{ case_id: shipment.id, message: 'A case that is draft cannot be filed.' }],
      });
      const sellerBulk = await injectAs(t.app, owner, 'POST', '/api/reimburse/case-manager/cases/file', {
        items: [{ case_id: shipment.id, amazon_case_id: '3333333333' }],
      });
      expect(sellerBulk.statusCode).toBe(403);
    });
  });
});
