import {
  MFA_MESSAGES,
  ROLES,
  SYSTEM_USER_MESSAGES,
  ZSystemAuditResponse,
  ZSystemRolesResponse,
  ZSystemUserListResponse,
} from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, channels, sessions, users } from '../../db/schema/index.ts';
import { enrolTestTotp, insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { expectForbidden } from '../../testing/envelope-error.ts';
import { freshTotpCode, postLogin, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

describe('system administration of users', () => {
  let t: TTestApp;
  let admin: TSeededUser;
  let seller: TSeededUser;
  let affiliate: TSeededUser;
  let caseManager: TSeededUser;
  let teammate: TSeededUser;

  const signIn = (user: TSeededUser) => signInToken(t, user.email, TEST_PASSWORD);
  // Deleting users and granting roles take a fresh code from the caller's app (step-up): every change
  // here carries one, as the web's confirmation dialogs send it.
  const call = async (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload: { ...payload, mfa_code: await freshTotpCode(t) } } : {}),
    });

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(t.db, {
      email: 'root@system.test',
      name: 'Root Admin',
      roles: [ROLES.superAdmin],
      companyName: 'Seller Tools Staff',
    });
    seller = await insertUser(t.db, {
      email: 'maria@harbor.test',
      name: 'Maria Lopez',
      companyName: 'Harbor Goods',
    });
    teammate = await insertUser(t.db, {
      email: 'sam@harbor.test',
      name: 'Sam Reed',
      companyId: seller.companyId,
    });
    affiliate = await insertUser(t.db, { email: 'aff@partner.test', roles: [ROLES.affiliateAgent] });
    caseManager = await insertUser(t.db, { email: 'cases@system.test', roles: [ROLES.caseManager] });
    await t.db.insert(channels).values({
      companyId: seller.companyId,
      sellerId: 'A2HARBOR',
      marketplaceId: 'ATVPDKIKX0DER',
      region: 'na',
      refreshTokenEnc: 'v1.x.y.z',
    });
  });
  afterAll(() => t.close());

  it('answers 403 to a seller, an affiliate agent and a case manager on every endpoint, and 401 signed out', async () => {
    const endpoints: ['GET' | 'PUT', string, object?][] = [
      ['GET', '/api/system/users'],
      ['PUT', `/api/user/delete/${teammate.id}`, { action: 'delete' }],
      ['GET', '/api/system/audit'],
      ['GET', '/api/system/roles'],
      ['PUT', `/api/system/users/${seller.id}/roles`, { role: ROLES.superAdmin, action: 'grant' }],
    ];
    for (const user of [seller, affiliate, caseManager]) {
      const token = await signIn(user);
      for (const [method, url, body] of endpoints) {
        const res = await call(token, method, url, body);
        expectForbidden(res, `${user.email} ${method} ${url}`);
      }
    }
    for (const [method, url, body] of endpoints) {
      const res = await t.app.inject({ method, url, ...(body ? { payload: body } : {}) });
      expect(res.statusCode).toBe(401);
    }
    const [stillThere] = await t.db.select().from(users).where(eq(users.id, teammate.id));
    expect(stillThere?.deletedAt).toBeNull();
    expect(stillThere?.roles).toEqual([]);
  });

  it('lists every user across companies with company, stores, plans and roles; searches and paginates', async () => {
    const token = await signIn(admin);
    const all = ZSystemUserListResponse.parse((await call(token, 'GET', '/api/system/users')).json()).data;
    expect(all.total).toBe(5);
    const maria = all.items.find((u) => u.email === 'maria@harbor.test');
    expect(maria).toMatchObject({
      name: 'Maria Lopez',
      company_name: 'Harbor Goods',
      signup_step: 'done',
      store_count: 1,
      marketplace_ids: ['ATVPDKIKX0DER'],
      marketplace_names: ['United States'],
      plan_names: ['review'],
      roles: [],
      deleted_at: null,
    });
    expect(maria?.last_login_at).not.toBeNull();

    const byCompany = ZSystemUserListResponse.parse(
      (await call(token, 'GET', '/api/system/users?q=harbor%20goods')).json(),
    ).data;
    expect(byCompany.items.map((u) => u.email).sort()).toEqual(['maria@harbor.test', 'sam@harbor.test']);
    const byName = ZSystemUserListResponse.parse(
      (await call(token, 'GET', '/api/system/users?q=REED')).json(),
    );
    expect(byName.data.items.map((u) => u.email)).toEqual(['sam@harbor.test']);
    // LIKE wildcards are literal.
    const wildcard = ZSystemUserListResponse.parse(
      (await call(token, 'GET', '/api/system/users?q=%25')).json(),
    );
    expect(wildcard.data.total).toBe(0);

    const page2 = ZSystemUserListResponse.parse(
      (await call(token, 'GET', '/api/system/users?page=2&page_size=2')).json(),
    ).data;
    expect(page2).toMatchObject({ total: 5, page: 2 });
    expect(page2.items).toHaveLength(2);

    const bad = await call(token, 'GET', '/api/system/users?page_size=1000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: true });
  });

  it('deletes a user, revoking every session at once, and restores them', async () => {
    const adminToken = await signIn(admin);
    const first = await signIn(teammate);
    const second = await signIn(teammate);
    expect((await call(first, 'GET', '/api/user')).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/delete/${teammate.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: {
        action: 'delete',
        login_name: 'Root Admin',
        login_email: 'root@system.test',
        mfa_code: await freshTotpCode(t),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: SYSTEM_USER_MESSAGES.deleted });
    expect(res.json().data.deleted_at).not.toBeNull();

    for (const token of [first, second]) expect((await call(token, 'GET', '/api/user')).statusCode).toBe(401);
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, teammate.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const signInAgain = await postLogin(t.app, { user_name: teammate.email, password: TEST_PASSWORD });
    expect(signInAgain.json()).toMatchObject({ error: true });

    const again = await call(adminToken, 'PUT', `/api/user/delete/${teammate.id}`, { del_yn: 'Y' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.alreadyDeleted });

    const deletedOnly = ZSystemUserListResponse.parse(
      (await call(adminToken, 'GET', '/api/system/users?status=deleted')).json(),
    ).data;
    expect(deletedOnly.items.map((u) => u.email)).toEqual(['sam@harbor.test']);

    const restored = await call(adminToken, 'PUT', `/api/user/delete/${teammate.id}`, { del_yn: 'N' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: SYSTEM_USER_MESSAGES.restored,
      data: { deleted_at: null },
    });
    // Old tokens stay dead; a fresh sign-in works.
    expect((await call(first, 'GET', '/api/user')).statusCode).toBe(401);
    expect((await call(await signIn(teammate), 'GET', '/api/user')).statusCode).toBe(200);

    const notDeleted = await call(adminToken, 'PUT', `/api/user/delete/${teammate.id}`, {
      action: 'restore',
    });
    expect(notDeleted.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.notDeleted });
  });

  it('refuses to delete the last super-admin, and an unknown or malformed id', async () => {
    const token = await signIn(admin);
    // Alone, the admin is the last super-admin as well as themselves.
    const self = await call(token, 'PUT', `/api/user/delete/${admin.id}`, {});
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.lastSuperAdmin });
    const unknown = await call(token, 'PUT', '/api/user/delete/6f0a3c52-1111-4c8e-9a7e-0000000000aa', {});
    expect(unknown.statusCode).toBe(404);
    const malformed = await call(token, 'PUT', '/api/user/delete/not-a-uuid', {});
    expect(malformed.statusCode).toBe(400);
    const contradiction = await call(token, 'PUT', `/api/user/delete/${seller.id}`, {
      action: 'restore',
      del_yn: 'Y',
    });
    expect(contradiction.statusCode).toBe(400);
  });

  it('grants and revokes roles, effective on the next request, and never removes the last super-admin', async () => {
    const adminToken = await signIn(admin);
    const sellerToken = await signIn(seller);
    const roleChange = (token: string, userId: string, role: string, action: 'grant' | 'revoke') =>
      call(token, 'PUT', `/api/system/users/${userId}/roles`, { role, action });
    expect((await call(sellerToken, 'GET', '/api/system/roles')).statusCode).toBe(403);

    const grant = await roleChange(adminToken, seller.id, ROLES.superAdmin, 'grant');
    expect(grant.statusCode).toBe(200);
    expect(grant.json()).toMatchObject({
      message: SYSTEM_USER_MESSAGES.granted,
      data: { roles: [ROLES.superAdmin] },
    });
    // The same token, no new sign-in: roles are read per request. A new staff member is asked to set up
    // a second factor before any system API (issue 17), and acts once they have.
    const unenrolled = await call(sellerToken, 'GET', '/api/system/roles');
    expect(unenrolled.statusCode).toBe(403);
    expect(unenrolled.json()).toEqual({ error: true, message: MFA_MESSAGES.enrolmentRequired });
    await enrolTestTotp(t.db, seller.id);
    expect((await call(sellerToken, 'GET', '/api/system/roles')).statusCode).toBe(200);
    const roles = ZSystemRolesResponse.parse(
      (await call(adminToken, 'GET', '/api/system/roles')).json(),
    ).data;
    expect(roles.map((r) => r.role)).toEqual(Object.values(ROLES));
    expect(roles.find((r) => r.role === ROLES.superAdmin)?.holder_count).toBe(2);
    const holders = ZSystemUserListResponse.parse(
      (await call(adminToken, 'GET', `/api/system/users?role=${ROLES.superAdmin}`)).json(),
    ).data;
    expect(holders.items.map((u) => u.email).sort()).toEqual(['maria@harbor.test', 'root@system.test']);

    // The new super-admin acts at once.
    expect((await roleChange(sellerToken, teammate.id, ROLES.advertisingAdmin, 'grant')).statusCode).toBe(
      200,
    );
    const twice = await roleChange(adminToken, teammate.id, ROLES.advertisingAdmin, 'grant');
    expect(twice.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.alreadyHeld });
    const notHeld = await roleChange(adminToken, teammate.id, ROLES.caseManager, 'revoke');
    expect(notHeld.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.notHeld });
    const unknownRole = await roleChange(adminToken, teammate.id, 'owner', 'grant');
    expect(unknownRole.statusCode).toBe(400);

    // With two super-admins, neither may remove themselves.
    const ownRevoke = await roleChange(adminToken, admin.id, ROLES.superAdmin, 'revoke');
    expect(ownRevoke.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.revokeOwnSuperAdmin });
    const ownDelete = await call(adminToken, 'PUT', `/api/user/delete/${admin.id}`, {});
    expect(ownDelete.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.deleteSelf });

    const revoke = await roleChange(adminToken, seller.id, ROLES.superAdmin, 'revoke');
    expect(revoke.statusCode).toBe(200);
    expect((await call(sellerToken, 'GET', '/api/system/roles')).statusCode).toBe(403);

    // The admin is the last live super-admin now.
    const lastRevoke = await roleChange(adminToken, admin.id, ROLES.superAdmin, 'revoke');
    expect(lastRevoke.statusCode).toBe(409);
    expect(lastRevoke.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.lastSuperAdmin });
    const lastDelete = await call(adminToken, 'PUT', `/api/user/delete/${admin.id}`, {});
    expect(lastDelete.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.lastSuperAdmin });
    const [stillAdmin] = await t.db.select().from(users).where(eq(users.id, admin.id));
    expect(stillAdmin).toMatchObject({ roles: [ROLES.superAdmin], deletedAt: null });

    // A deleted user's roles stay as they are until a restore.
    await call(adminToken, 'PUT', `/api/user/delete/${caseManager.id}`, {});
    const onDeleted = await roleChange(adminToken, caseManager.id, ROLES.reimbursementAdmin, 'grant');
    expect(onDeleted.json()).toEqual({ error: true, message: SYSTEM_USER_MESSAGES.deletedUserRoles });
  });

  it('records each action in the audit trail with actor, target and login_email, and filters it', async () => {
    const token = await signIn(admin);
    const audit = ZSystemAuditResponse.parse((await call(token, 'GET', '/api/system/audit')).json()).data;
    expect(audit.total).toBeGreaterThanOrEqual(6);
    const deleteRow = audit.items.find((e) => e.action === 'user.delete' && e.target === teammate.id);
    expect(deleteRow).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Root Admin',
      actor_email: 'root@system.test',
      login_email: 'root@system.test',
      target_email: 'sam@harbor.test',
      target_name: 'Sam Reed',
    });
    const restores = ZSystemAuditResponse.parse(
      (await call(token, 'GET', '/api/system/audit?action=user.restore')).json(),
    ).data;
    expect(restores.items.map((e) => e.target)).toEqual([teammate.id]);
    const bySeller = ZSystemAuditResponse.parse(
      (await call(token, 'GET', '/api/system/audit?actor=maria')).json(),
    ).data;
    expect(bySeller.items.map((e) => e.action)).toEqual(['role.grant']);
    expect(bySeller.items[0]).toMatchObject({
      target_email: 'sam@harbor.test',
      detail: { role: ROLES.advertisingAdmin, email: 'sam@harbor.test' },
    });
    const today = ZSystemAuditResponse.parse(
      (await call(token, 'GET', '/api/system/audit?from=2000-01-01&to=2000-01-02')).json(),
    ).data;
    expect(today.total).toBe(0);
    // Every target by the name people know it by, never a bare id (issue 15).
    expect(deleteRow?.target_label).toBe('sam@harbor.test');
    const row = { requestId: 'r', method: 'PUT', route: '/x', statusCode: 200, actorId: admin.id };
    await t.db.insert(auditLog).values([
      { ...row, action: 'plan.assign', target: seller.companyId, detail: { plan_name: 'reimburse' } },
      { ...row, action: 'team.invite', target: 'new@harbor.test' },
    ]);
    const others = ZSystemAuditResponse.parse((await call(token, 'GET', '/api/system/audit')).json()).data;
    expect(others.items.find((e) => e.action === 'plan.assign')?.target_label).toBe('Harbor Goods');
    expect(others.items.find((e) => e.action === 'team.invite')?.target_label).toBe('new@harbor.test');

    const reversed = await call(token, 'GET', '/api/system/audit?from=2026-02-02&to=2026-02-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toContain(SYSTEM_USER_MESSAGES.dateOrder);
  });
});
