import { CATALOG_MESSAGES } from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, generalCode, plans } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { insertChannel } from '../../testing/channels.ts';
import { expectEnvelopeError, expectForbidden } from '../../testing/envelope-error.ts';
import { latestMailedCode, signupBody, uniqueEmail } from '../../testing/registration-fixtures.ts';
import { postLogin, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

describe('system catalog: general codes, plans, affiliates', () => {
  let t: TTestApp;
  let admin: TSeededUser;
  let seller: TSeededUser;
  let agentA: TSeededUser;
  let agentB: TSeededUser;
  const tokens = new Map<string, string>();

  const call = async (
    user: TSeededUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const headers: Record<string, string> = {};
    if (user) {
      let token = tokens.get(user.id);
      if (!token) {
        token = await signInToken(t, user.email, TEST_PASSWORD);
        tokens.set(user.id, token);
      }
      headers.authorization = `Bearer ${token}`;
    }
    const options: InjectOptions = { method, url, headers };
    if (payload !== undefined) options.payload = payload as object;
    return t.app.inject(options);
  };
  const commonCodes = async (cls: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/code/common?class=${cls}` });
    return (res.json().data as { code: string; name: string; value_3: string | null }[]).map((c) => c);
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(t.db, { email: 'admin@catalog.test', roles: ['super-admin'] });
    seller = await insertUser(t.db, { email: 'seller@catalog.test', companyName: 'Seller Co' });
    agentA = await insertUser(t.db, {
      email: 'agent-a@catalog.test',
      roles: ['affiliate-agent'],
      affiliateCode: 'AGENTA',
      name: 'Agent A',
    });
    agentB = await insertUser(t.db, {
      email: 'agent-b@catalog.test',
      roles: ['affiliate-agent'],
      affiliateCode: 'AGENTB',
      name: 'Agent B',
    });
  });
  afterAll(() => t.close());

  describe('role boundaries', () => {
    it('refuses every catalog call to a seller with 403 and to no session with 401', async () => {
      const [plan] = await t.db.select().from(plans).limit(1);
      const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
        ['GET', '/api/system/codes'],
        ['POST', '/api/system/codes', { class: 'X', code: 'y' }],
        ['PUT', '/api/system/codes/1', { class: 'X', code: 'y' }],
        ['PUT', '/api/system/codes/1/active', { is_active: false }],
        ['GET', '/api/system/plans'],
        ['POST', '/api/system/plans', { name: 'x', modules: ['review'], price_cents: 0 }],
        ['GET', '/api/system/companies'],
        ['PUT', `/api/system/plans/${plan?.id}/companies/${seller.companyId}`],
        ['DELETE', `/api/system/plans/${plan?.id}/companies/${seller.companyId}`],
        ['GET', '/api/system/affiliates'],
        ['GET', `/api/system/affiliates/${agentA.id}`],
        ['PUT', `/api/system/affiliates/${agentA.id}/code`, { affiliate_code: 'HACKED' }],
      ];
      for (const [method, url, payload] of calls) {
        const denied = await call(seller, method, url, payload);
        expectForbidden(denied, `${method} ${url}`);
        expect((await call(null, method, url, payload)).statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it('keeps codes and plans for super-admins: an affiliate agent gets 403 there', async () => {
      for (const url of ['/api/system/codes', '/api/system/plans', '/api/system/companies']) {
        expect((await call(agentA, 'GET', url)).statusCode).toBe(403);
      }
      const res = await call(agentA, 'PUT', `/api/system/affiliates/${agentA.id}/code`, {
        affiliate_code: 'MINE1',
      });
      expect(res.statusCode).toBe(403);
    });
  });

  describe('general codes', () => {
    it('creates a code that GET /api/code/common shows at once, values trimmed, name defaulting to the code', async () => {
      const res = await call(admin, 'POST', '/api/system/codes', {
        class: 'EMAIL_DOMAIN',
        code: '  proton.me ',
        value_3: ' proton.me  ',
        value_5: '   ',
        sort_order: 999,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        class: 'EMAIL_DOMAIN',
        code: 'proton.me',
        name: 'proton.me',
        value_3: 'proton.me',
        value_5: null,
        is_active: true,
      });
      const domains = await commonCodes('EMAIL_DOMAIN');
      expect(domains.at(-1)).toMatchObject({ code: 'proton.me', value_3: 'proton.me' });
      const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'code.create'));
      expect(audit).toMatchObject({ actorId: admin.id, target: 'EMAIL_DOMAIN/proton.me' });
    });

    it('edits, deactivates and reactivates: registration sees exactly the active rows', async () => {
      const [row] = await t.db
        .select()
        .from(generalCode)
        .where(and(eq(generalCode.class, 'EMAIL_DOMAIN'), eq(generalCode.code, 'proton.me')));
      if (!row) throw new Error('row missing');
      const edit = await call(admin, 'PUT', `/api/system/codes/${row.id}`, {
        class: 'EMAIL_DOMAIN',
        code: 'proton.me',
        name: 'Proton Mail',
        value_3: 'proton.me',
        sort_order: 999,
      });
      expect(edit.statusCode).toBe(200);
      expect((await commonCodes('EMAIL_DOMAIN')).find((d) => d.code === 'proton.me')?.name).toBe(
        'Proton Mail',
      );

      const off = await call(admin, 'PUT', `/api/system/codes/${row.id}/active`, { is_active: false });
      expect(off.json().data.is_active).toBe(false);
      expect((await commonCodes('EMAIL_DOMAIN')).map((d) => d.code)).not.toContain('proton.me');
      // The admin list still shows it, inactive.
      const listed = await call(admin, 'GET', '/api/system/codes?class=EMAIL_DOMAIN&search=proton');
      expect(listed.json().data).toMatchObject({
        total: 1,
        items: [{ code: 'proton.me', is_active: false }],
      });

      await call(admin, 'PUT', `/api/system/codes/${row.id}/active`, { is_active: true });
      expect((await commonCodes('EMAIL_DOMAIN')).map((d) => d.code)).toContain('proton.me');
    });

    it('refuses a duplicate (class, code) with a clear 409 and a missing class or code with 400', async () => {
      const dup = await call(admin, 'POST', '/api/system/codes', {
        class: 'EMAIL_DOMAIN',
        code: 'gmail.com',
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toEqual({
        error: true,
        message: 'The code "gmail.com" already exists in class "EMAIL_DOMAIN".',
      });
      const noClass = await call(admin, 'POST', '/api/system/codes', { class: ' ', code: 'x' });
      expect(noClass.statusCode).toBe(400);
      expect(noClass.json().message).toContain('Please enter a class.');
      const noCode = await call(admin, 'POST', '/api/system/codes', { class: 'REGION', code: '' });
      expect(noCode.statusCode).toBe(400);
      expect(noCode.json().message).toContain('Please enter a code.');
      expect(
        (await call(admin, 'PUT', '/api/system/codes/999999/active', { is_active: false })).statusCode,
      ).toBe(404);
      // Past the integer column's range: a clear 400, not a database error.
      expect(
        (await call(admin, 'PUT', '/api/system/codes/3000000000/active', { is_active: false })).statusCode,
      ).toBe(400);
    });

    it('paginates on the server and lists the classes', async () => {
      const page = await call(admin, 'GET', '/api/system/codes?class=AMZ_MARKET_CHANNEL&page=2&page_size=5');
      const data = page.json().data;
      expect(data.page).toBe(2);
      expect(data.items).toHaveLength(5);
      expect(data.total).toBeGreaterThan(10);
      expect(data.classes).toEqual(expect.arrayContaining(['AMZ_MARKET_CHANNEL', 'EMAIL_DOMAIN', 'REGION']));
    });
  });

  describe('plans', () => {
    const planNames = async (user: TSeededUser) =>
      ((await call(user, 'GET', '/api/plan/list')).json().data as { plan_name: string }[]).map(
        (p) => p.plan_name,
      );

    it("assigning and unassigning the reimburse plan changes the company's GET /api/plan/list and sign-in plans", async () => {
      const teammate = await insertUser(t.db, {
        email: 'teammate@catalog.test',
        companyId: seller.companyId,
      });
      const list = (await call(admin, 'GET', '/api/system/plans')).json().data;
      const reimburse = list.items.find((p: { plan_name: string }) => p.plan_name === 'reimburse');
      expect(reimburse).toMatchObject({ company_count: 0 });
      expect(await planNames(teammate)).toEqual(['review']);

      const url = `/api/system/plans/${reimburse.plan_id}/companies/${seller.companyId}`;
      expect((await call(admin, 'PUT', url)).statusCode).toBe(200);
      expect(await planNames(seller)).toEqual(['review', 'reimburse']);
      expect(await planNames(teammate)).toEqual(['review', 'reimburse']);
      const login = await postLogin(t.app, { user_name: teammate.email, password: TEST_PASSWORD });
      expect(login.json().userInfo.plan_list.map((p: { plan_name: string }) => p.plan_name)).toContain(
        'reimburse',
      );
      // Other companies are untouched.
      expect(await planNames(agentA)).toEqual(['review']);

      const companies = (
        await call(admin, 'GET', `/api/system/companies?plan_id=${reimburse.plan_id}`)
      ).json().data;
      expect(companies.items).toEqual([
        expect.objectContaining({ company_id: seller.companyId, assigned_plans: ['reimburse'] }),
      ]);

      expect((await call(admin, 'DELETE', url)).statusCode).toBe(200);
      expect(await planNames(teammate)).toEqual(['review']);
      const actions = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.target, seller.companyId));
      expect(actions.map((a) => a.action)).toEqual(['plan.assign', 'plan.unassign']);
    });

    it('creates and edits plans with validation and a unique name', async () => {
      const created = await call(admin, 'POST', '/api/system/plans', {
        name: 'pro',
        description: 'Everything',
        modules: ['review', 'reimburse'],
        price_cents: 4900,
        currency: 'usd',
        commission_percent: 20,
      });
      expect(created.statusCode).toBe(200);
      expect(created.json().data).toMatchObject({ plan_name: 'pro', currency: 'USD', price_cents: 4900 });
      const id = created.json().data.plan_id;
      const edited = await call(admin, 'PUT', `/api/system/plans/${id}`, {
        name: 'pro',
        modules: ['review'],
        price_cents: 5900,
      });
      expect(edited.json().data).toMatchObject({
        price_cents: 5900,
        modules: ['review'],
        commission_percent: null,
      });
      const dup = await call(admin, 'POST', '/api/system/plans', {
        name: 'reimburse',
        modules: ['reimburse'],
        price_cents: 0,
      });
      expectEnvelopeError(dup, 409, 'A plan named "reimburse" already exists.');
      const bad = await call(admin, 'POST', '/api/system/plans', { name: 'x', modules: [], price_cents: -1 });
      expect(bad.statusCode).toBe(400);
      const missing = await call(
        admin,
        'PUT',
        `/api/system/plans/${id}/companies/00000000-0000-4000-8000-000000000000`,
      );
      expect(missing.statusCode).toBe(404);
    });

    it('a plan deleted while it is being assigned answers 404, not a failed write', async () => {
      const created = await call(admin, 'POST', '/api/system/plans', {
        name: 'short-lived',
        modules: ['review'],
        price_cents: 100,
      });
      const id = created.json().data.plan_id as string;
      // The delete holds the plan's row while the assignment arrives, then commits.
      const deleter = new pg.Client({ connectionString: t.database.url });
      await deleter.connect();
      try {
        await deleter.query('begin');
        await deleter.query('delete from plans where id = $1', [id]);
        const assigning = call(admin, 'PUT', `/api/system/plans/${id}/companies/${seller.companyId}`);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await deleter.query('commit');
        const res = await assigning;
        expectEnvelopeError(res, 404, CATALOG_MESSAGES.planNotFound, res.body);
      } finally {
        await deleter.end();
      }
    });
  });

  describe('affiliates', () => {
    it('captures a known referral code at sign-up, ignores an unknown one, and counts sign-ups and activations', async () => {
      const referred = uniqueEmail('referred');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: signupBody(referred, { referral_code: ' agenta ', company_name: 'Referred Goods' }),
      });
      expect(res.statusCode).toBe(200);
      const companyId = res.json().data.company_id as string;
      const [company] = await t.db.select().from(companies).where(eq(companies.id, companyId));
      expect(company?.referralCode).toBe('AGENTA');

      const stranger = await t.app.inject({
        method: 'POST',
        url: '/api/signup',
        payload: signupBody(uniqueEmail('stranger'), { referral_code: 'NO-SUCH-CODE' }),
      });
      expect(stranger.statusCode).toBe(200);
      const [strangerCompany] = await t.db
        .select()
        .from(companies)
        .where(eq(companies.id, stranger.json().data.company_id));
      expect(strangerCompany?.referralCode).toBeNull();

      const row = async () =>
        (await call(admin, 'GET', '/api/system/affiliates?search=Agent%20A')).json().data.items[0];
      expect(await row()).toMatchObject({
        affiliate_code: 'AGENTA',
        referred_companies: 1,
        sign_ups: 0,
        activations: 0,
      });

      const code = await latestMailedCode(t.db, referred);
      await t.app.inject({
        method: 'POST',
        url: '/api/email/codeverify',
        payload: { email: referred, code },
      });
      expect(await row()).toMatchObject({ referred_companies: 1, sign_ups: 1, activations: 0 });

      await insertChannel(t.db, {
        companyId,
        sellerId: 'A2REFERRED',
        marketplaceId: 'ATVPDKIKX0DER',
        signupStep: 'done',
      });
      expect(await row()).toMatchObject({ referred_companies: 1, sign_ups: 1, activations: 1 });

      const detail = await call(admin, 'GET', `/api/system/affiliates/${agentA.id}`);
      expect(detail.json().data.companies).toMatchObject({
        total: 1,
        items: [
          {
            company_id: companyId,
            company_name: 'Referred Goods',
            signed_up: true,
            activated: true,
            store_count: 1,
          },
        ],
      });
    });

    it('shows an agent only their own row and detail; another agent’s detail is 403', async () => {
      const mine = (await call(agentA, 'GET', '/api/system/affiliates')).json().data;
      expect(mine.total).toBe(1);
      expect(mine.items.map((a: { user_id: string }) => a.user_id)).toEqual([agentA.id]);
      expect((await call(agentA, 'GET', `/api/system/affiliates/${agentA.id}`)).statusCode).toBe(200);
      const other = await call(agentA, 'GET', `/api/system/affiliates/${agentB.id}`);
      expectForbidden(other);
      const all = (await call(admin, 'GET', '/api/system/affiliates')).json().data;
      expect(all.items.map((a: { email: string }) => a.email)).toEqual([agentA.email, agentB.email]);
    });

    it('lets a super-admin set an agent’s code, carrying the referrals along; a taken code is 409', async () => {
      const taken = await call(admin, 'PUT', `/api/system/affiliates/${agentB.id}/code`, {
        affiliate_code: 'agenta',
      });
      expectEnvelopeError(taken, 409, 'The affiliate code "AGENTA" is already in use.');
      const bad = await call(admin, 'PUT', `/api/system/affiliates/${agentB.id}/code`, {
        affiliate_code: 'a b',
      });
      expect(bad.statusCode).toBe(400);
      const moved = await call(admin, 'PUT', `/api/system/affiliates/${agentA.id}/code`, {
        affiliate_code: 'spring-25',
      });
      expect(moved.json().data).toMatchObject({
        affiliate_code: 'SPRING-25',
        referred_companies: 1,
        activations: 1,
      });
      expect((await call(admin, 'GET', `/api/system/affiliates/${seller.id}`)).statusCode).toBe(404);
    });
  });
});
