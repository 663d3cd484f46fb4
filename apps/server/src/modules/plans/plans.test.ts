import { hasReimbursePlan, ZLoginResponse, ZPlanListResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyPlans, plans } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { expectForbidden } from '../../testing/envelope-error.ts';
import { postLogin, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

describe('GET /api/plan/list and the plans in user info', () => {
  let t: TTestApp;
  let reviewOnly: TSeededUser;
  let reimburser: TSeededUser;
  let admin: TSeededUser;
  let affiliate: TSeededUser;

  // Sellers only (staff have a second factor): the one-step sign-in answer with its user info.
  const signIn = async (user: TSeededUser) => {
    const res = await postLogin(t.app, { user_name: user.email, password: TEST_PASSWORD });
    return ZLoginResponse.parse(res.json());
  };
  const planList = async (user: TSeededUser, query = '') => {
    const accessToken = await signInToken(t, user.email, TEST_PASSWORD);
    return t.app.inject({
      method: 'GET',
      url: `/api/plan/list${query}`,
      headers: { authorization: `Bearer ${accessToken}` },
    });
  };

  beforeAll(async () => {
    t = await buildTestApp();
    reviewOnly = await insertUser(t.db, { email: 'review@plans.test' });
    reimburser = await insertUser(t.db, { email: 'reimburse@plans.test' });
    admin = await insertUser(t.db, { email: 'admin@plans.test', roles: ['super-admin'] });
    affiliate = await insertUser(t.db, { email: 'affiliate@plans.test', roles: ['affiliate-agent'] });
    const [reimburse] = await t.db.select().from(plans).where(eq(plans.name, 'reimburse'));
    if (!reimburse) throw new Error('reimburse plan not seeded');
    await t.db.insert(companyPlans).values({ companyId: reimburser.companyId, planId: reimburse.id });
  });
  afterAll(() => t.close());

  it('seeds the free review plan, the reimburse plan, the ppc plan and the violation plan', async () => {
    const rows = await t.db.select().from(plans);
    expect(rows.map((p) => p.name).sort()).toEqual(['ppc', 'reimburse', 'review', 'violation']);
    expect(rows.find((p) => p.name === 'violation')).toMatchObject({
      modules: ['violation'],
      isDefault: false,
    });
    expect(rows.find((p) => p.name === 'ppc')).toMatchObject({ modules: ['ppc'], isDefault: false });
    expect(rows.find((p) => p.name === 'review')).toMatchObject({ priceCents: 0, isDefault: true });
    expect(rows.find((p) => p.name === 'reimburse')).toMatchObject({
      modules: ['reimburse'],
      isDefault: false,
    });
  });

  it("lists the caller's company plans: the default ones plus those assigned", async () => {
    const mine = ZPlanListResponse.parse((await planList(reviewOnly)).json()).data;
    expect(mine.map((p) => p.plan_name)).toEqual(['review']);
    expect(mine[0]).toMatchObject({ price_cents: 0, currency: 'USD', modules: ['review'], is_default: true });
    const theirs = ZPlanListResponse.parse((await planList(reimburser)).json()).data;
    expect(theirs.map((p) => p.plan_name)).toEqual(['review', 'reimburse']);
  });

  it('carries the plan list in the sign-in user info, so the web can apply the reimburse-plan redirects', async () => {
    expect(hasReimbursePlan((await signIn(reviewOnly)).userInfo.plan_list)).toBe(false);
    expect(hasReimbursePlan((await signIn(reimburser)).userInfo.plan_list)).toBe(true);
  });

  it('lists every plan (scope=all) for super-admins only', async () => {
    const all = ZPlanListResponse.parse((await planList(admin, '?scope=all')).json()).data;
    expect(all.map((p) => p.plan_name)).toEqual(['review', 'reimburse', 'ppc', 'violation']);
    for (const user of [reviewOnly, affiliate]) {
      const res = await planList(user, '?scope=all');
      expectForbidden(res);
    }
  });

  it('answers a readable 400 for an unknown scope and 401 without a session', async () => {
    const res = await planList(reviewOnly, '?scope=everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: true, message: expect.stringContaining('scope') });
    expect((await t.app.inject({ method: 'GET', url: '/api/plan/list' })).statusCode).toBe(401);
  });
});
