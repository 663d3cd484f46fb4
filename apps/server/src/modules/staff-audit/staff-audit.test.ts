import {
  CHANNEL_MESSAGES,
  ROLES,
  STAFF_AUDIT_MESSAGES,
  USER_FIND_LIMIT,
  ZServerUserInfo,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  companyPlans,
  plans,
  reimburseFindings,
  staffAudits,
  staffAuditViews,
} from '../../db/schema/index.ts';
import { PAGE_PATH_HEADER } from '../../plugins/audit-mode.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { insertStore } from '../../testing/channels.ts';
import { expectForbidden } from '../../testing/envelope-error.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

// Issue 20's staff calls (GET /api/user/find, GET /api/user/channel) and audit mode (spec §3 isAuditing):
// staff roles only; while auditing, the reimbursement line's reads answer the audited company's data,
// every write is refused with a readable 403, and every request is recorded.

const READ_ONLY = { error: true, message: STAFF_AUDIT_MESSAGES.readOnly };

describe('staff: find users, their stores, and audit mode', () => {
  let t: TTestApp;
  let seller: TSeededUser;
  let storeA: string;
  const staff: Record<string, TSeededUser> = {};
  const others: Record<string, TSeededUser> = {};
  const tokens = new Map<TSeededUser, string>();
  const tokenOf = async (user: TSeededUser) => {
    const known = tokens.get(user);
    if (known) return known;
    const token = await signInToken(t, user.email, TEST_PASSWORD);
    tokens.set(user, token);
    return token;
  };
  const as = async (
    user: TSeededUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: object,
  ) => injectAs(t.app, await tokenOf(user), method, url, body);

  beforeAll(async () => {
    t = await buildTestApp();
    seller = await insertUser(t.db, {
      email: 'maria@audited-harbor.test',
      name: 'Maria Lopez',
      userName: 'marial',
      companyName: 'Audited Harbor',
    });
    storeA = await insertStore(t.db, { companyId: seller.companyId, sellerId: 'AUDHARBORA' });
    await insertStore(t.db, {
      companyId: seller.companyId,
      sellerId: 'AUDHARBORB',
      marketplaceId: 'A1F83G8C2ARO7P',
    });
    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'reimburse'));
    if (!plan) throw new Error('no reimburse plan');
    await t.db.insert(companyPlans).values({ companyId: seller.companyId, planId: plan.id });
    await t.db.insert(reimburseFindings).values({
      channelId: storeA,
      kind: 'short-received',
      findingKey: 'FBAAUDIT1:SKU-1',
      status: 'open',
      quantity: 3,
      estimatedValueMinor: 3000,
      unitValueMinor: 1000,
      currency: 'USD',
      valuation: '3 × $10.00',
      occurredAt: new Date('2026-10-01T00:00:00Z'),
      claimDeadline: '2026-12-01',
      sku: 'SKU-1',
      shipmentId: 'FBAAUDIT1',
      referenceId: 'FBAAUDIT1',
      evidence: { shipment_id: 'FBAAUDIT1' },
    });
    for (const [key, role] of [
      ['superAdmin', ROLES.superAdmin],
      ['caseManager', ROLES.caseManager],
      ['reimbursementAdmin', ROLES.reimbursementAdmin],
    ] as const) {
      staff[key] = await insertUser(t.db, {
        email: `${key.toLowerCase()}@staff-audit.test`,
        name: `Staff ${key}`,
        roles: [role],
        companyName: 'Seller Tools Staff',
      });
    }
    others.seller = await insertUser(t.db, { email: 'other@seller-audit.test', companyName: 'Other Co' });
    others.affiliate = await insertUser(t.db, {
      email: 'aff@staff-audit.test',
      roles: [ROLES.affiliateAgent],
    });
    others.violation = await insertUser(t.db, {
      email: 'violations@staff-audit.test',
      roles: [ROLES.violationAdmin],
    });
  });
  afterAll(() => t?.close());

  it('answers both calls to super-admin, case-manager and reimbursement-admin, 403 to anyone else', async () => {
    const urls = [`/api/user/find?userName=maria`, `/api/user/channel?userId=${seller.id}`];
    for (const user of Object.values(staff)) {
      for (const url of urls) {
        const res = await as(user, 'GET', url);
        expect(res.statusCode, `${user.email} ${url}`).toBe(200);
      }
    }
    for (const user of Object.values(others)) {
      for (const url of [...urls, '/api/user/audit']) {
        const res =
          url === '/api/user/audit'
            ? await as(user, 'POST', url, { company_id: seller.companyId })
            : await as(user, 'GET', url);
        expectForbidden(res, `${user.email} ${url}`);
      }
    }
    const signedOut = await t.app.inject({ method: 'GET', url: urls[0] as string });
    expect(signedOut.statusCode).toBe(401);
  });

  it('finds users by part of their name, user name or email, case-insensitively, sorted and limited', async () => {
    const byName = await as(staff.caseManager as TSeededUser, 'GET', '/api/user/find?userName=LOPEZ');
    expect(byName.json().data).toEqual([
      {
        user_id: seller.id,
        email: 'maria@audited-harbor.test',
        name: 'Maria Lopez',
        company_id: seller.companyId,
        company_name: 'Audited Harbor',
      },
    ]);
    const byEmail = await as(
      staff.caseManager as TSeededUser,
      'GET',
      '/api/user/find?userName=staff-audit.test',
    );
    const names = (byEmail.json().data as { name: string }[]).map((u) => u.name);
    expect(names.length).toBeGreaterThanOrEqual(4);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // A LIKE wildcard typed by a user is a literal character.
    const wildcard = await as(staff.caseManager as TSeededUser, 'GET', '/api/user/find?userName=%25');
    expect(wildcard.json().data).toEqual([]);
    for (let i = 0; i < USER_FIND_LIMIT + 3; i++) {
      await insertUser(t.db, {
        email: `bulk${String(i).padStart(2, '0')}@many-found.test`,
        name: `Bulk ${i}`,
      });
    }
    const many = await as(staff.caseManager as TSeededUser, 'GET', '/api/user/find?userName=many-found');
    expect(many.json().data).toHaveLength(USER_FIND_LIMIT);
    const empty = await as(staff.caseManager as TSeededUser, 'GET', '/api/user/find?userName=');
    expect(empty.statusCode).toBe(400);
  });

  it("lists a user's stores exactly as GET /api/market/{companyId}/channel lists them to that user", async () => {
    const own = await as(seller, 'GET', `/api/market/${seller.companyId}/channel`);
    const staffView = await as(
      staff.reimbursementAdmin as TSeededUser,
      'GET',
      `/api/user/channel?userId=${seller.id}`,
    );
    expect(staffView.json().data).toHaveLength(2);
    expect(staffView.json().data).toEqual(own.json().data);
    const unknown = await as(
      staff.reimbursementAdmin as TSeededUser,
      'GET',
      '/api/user/channel?userId=00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('opens the seller’s reimbursement line read-only, records every view, refuses writes, and leaves', async () => {
    const manager = staff.caseManager as TSeededUser;
    // Not auditing yet: the seller's store is not the staff member's to read.
    const before = await as(manager, 'GET', `/api/reimburse/findings?channel_id=${storeA}`);
    expect(before.statusCode).toBe(403);
    expect(before.json()).toEqual({ error: true, message: CHANNEL_MESSAGES.storeForbidden });

    const start = await as(manager, 'POST', '/api/user/audit', {
      company_id: seller.companyId,
      seller_id: 'AUDHARBORA',
    });
    expect(start.statusCode).toBe(200);
    expect(start.json().data).toMatchObject({ company_id: seller.companyId, company_name: 'Audited Harbor' });
    const again = await as(manager, 'POST', '/api/user/audit', { company_id: seller.companyId });
    expect(again.statusCode).toBe(409);

    // User info carries isAuditing and the audited company, on the reimburse module and the chosen store.
    const me = ZServerUserInfo.parse((await as(manager, 'GET', '/api/user')).json().data);
    expect(me).toMatchObject({
      email: manager.email,
      company_id: seller.companyId,
      company_name: 'Audited Harbor',
      is_auditing: true,
      audit: { company_id: seller.companyId, company_name: 'Audited Harbor' },
      module_config: { module: 'reimburse' },
      current_channel_info: { seller_id: 'AUDHARBORA' },
    });
    expect(me.plan_list.map((p) => p.plan_name)).toContain('reimburse');
    expect(me.role).toBe(ROLES.caseManager);
    // The company's plans, as the web's plan guard of the line's pages reads them.
    const plansRead = await as(manager, 'GET', '/api/plan/list');
    expect((plansRead.json().data as { plan_name: string }[]).map((p) => p.plan_name)).toContain('reimburse');

    // The line's reads answer the seller's data.
    const stores = await as(manager, 'GET', `/api/market/${seller.companyId}/channel?moduleType=reimburse`);
    expect((stores.json().data as { seller_id: string }[]).map((s) => s.seller_id).sort()).toEqual([
      'AUDHARBORA',
      'AUDHARBORB',
    ]);
    const findings = await injectAs(
      t.app,
      await tokenOf(manager),
      'GET',
      `/api/reimburse/findings?channel_id=${storeA}`,
    );
    expect(findings.statusCode).toBe(200);
    expect(JSON.stringify(findings.json().data)).toContain('FBAAUDIT1');
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/reimburse/findings/summary?channel_id=${storeA}`,
      headers: { authorization: `Bearer ${await tokenOf(manager)}`, [PAGE_PATH_HEADER]: '/dashboard' },
    });
    expect(page.statusCode).toBe(200);

    // Every write is refused, server-side, with a readable 403; nothing is written.
    const writes: ['PUT' | 'POST' | 'DELETE', string, object][] = [
      ['PUT', '/api/reimburse/settings/enrolment', { channel_id: storeA, enrolled: false }],
      ['PUT', '/api/user', { name: 'Renamed while auditing' }],
      ['PUT', '/api/user/module', { module: 'review' }],
      ['POST', '/api/reimburse/settings/products/import', {}],
    ];
    for (const [method, url, body] of writes) {
      const res = await as(manager, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toEqual(READ_ONLY);
    }
    // Picking the store to look at is allowed, and kept on the audit, not on an account.
    const pick = await as(manager, 'PUT', '/api/market/user/seller', {
      module_type: 'reimburse',
      channel_info: { seller_id: 'AUDHARBORB', market_id: 'A1F83G8C2ARO7P' },
    });
    expect(pick.statusCode).toBe(200);
    const [audit] = await t.db.select().from(staffAudits).where(eq(staffAudits.staffUserId, manager.id));
    expect(audit).toMatchObject({ companyId: seller.companyId, sellerId: 'AUDHARBORB', endedAt: null });

    // The trail: who, which company, when; every request with its endpoint, path, page and status.
    const views = await t.db
      .select()
      .from(staffAuditViews)
      .where(eq(staffAuditViews.auditId, audit?.id as string))
      .orderBy(staffAuditViews.id);
    expect(views.map((v) => `${v.method} ${v.route} ${v.statusCode}`)).toEqual(
      expect.arrayContaining([
        'GET /api/user 200',
        'GET /api/plan/list 200',
        'GET /api/market/:companyId/channel 200',
        'GET /api/reimburse/findings 200',
        'GET /api/reimburse/findings/summary 200',
        'PUT /api/reimburse/settings/enrolment 403',
        'PUT /api/user 403',
        'PUT /api/market/user/seller 200',
      ]),
    );
    expect(views.find((v) => v.route === '/api/reimburse/findings')?.path).toBe(
      `/api/reimburse/findings?channel_id=${storeA}`,
    );
    expect(views.find((v) => v.route === '/api/reimburse/findings/summary')?.page).toBe('/dashboard');

    // Leaving: the staff member is themselves again; the seller's store is not theirs to read.
    const stop = await as(manager, 'DELETE', '/api/user/audit');
    expect(stop.statusCode).toBe(200);
    const after = await as(manager, 'GET', `/api/reimburse/findings?channel_id=${storeA}`);
    expect(after.statusCode).toBe(403);
    const meAfter = (await as(manager, 'GET', '/api/user')).json().data;
    expect(meAfter.company_id).toBe(manager.companyId);
    expect(meAfter.is_auditing ?? false).toBe(false);
    const [ended] = await t.db
      .select()
      .from(staffAudits)
      .where(eq(staffAudits.id, audit?.id as string));
    expect(ended?.endedAt).toBeInstanceOf(Date);
    const leaveAgain = await as(manager, 'DELETE', '/api/user/audit');
    expect(leaveAgain.statusCode).toBe(409);
    const actions = await t.db
      .select({ action: auditLog.action, target: auditLog.target })
      .from(auditLog)
      .where(eq(auditLog.actorId, manager.id));
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'audit.start', target: seller.companyId },
        { action: 'audit.stop', target: seller.companyId },
      ]),
    );
  });

  it('lets each staff role audit, and never lets a staff member audit a store the company does not have', async () => {
    for (const user of [staff.superAdmin, staff.reimbursementAdmin] as TSeededUser[]) {
      const res = await as(user, 'POST', '/api/user/audit', { company_id: seller.companyId });
      expect(res.statusCode, user.email).toBe(200);
      const read = await as(user, 'GET', `/api/reimburse/findings?channel_id=${storeA}`);
      expect(read.statusCode, user.email).toBe(200);
      const write = await as(user, 'PUT', '/api/reimburse/settings/enrolment', {
        channel_id: storeA,
        enrolled: false,
      });
      expect(write.json(), user.email).toEqual(READ_ONLY);
      expect((await as(user, 'DELETE', '/api/user/audit')).statusCode).toBe(200);
    }
    const wrongStore = await as(staff.superAdmin as TSeededUser, 'POST', '/api/user/audit', {
      company_id: seller.companyId,
      seller_id: 'NOTTHEIRS',
    });
    expect(wrongStore.statusCode).toBe(404);
    const ownCompany = await as(staff.superAdmin as TSeededUser, 'POST', '/api/user/audit', {
      company_id: (staff.superAdmin as TSeededUser).companyId,
    });
    expect(ownCompany.statusCode).toBe(400);
    // The seller's own data was never changed by any of it.
    const [row] = await t.db.select().from(reimburseFindings).where(eq(reimburseFindings.channelId, storeA));
    expect(row?.status).toBe('open');
  });
});
