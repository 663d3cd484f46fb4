import { TEAM_MESSAGES, ZGetUserResponse, ZUserListResponse } from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions, users } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { insertChannel, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { freshTotpCode, injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

describe('team: /api/user/list, invitation, permission, delete, restore', () => {
  let t: TTestApp;
  let admin: TSeededUser;
  let adminToken: string;
  let member: TSeededUser;
  let otherAdmin: TSeededUser;
  let storeA: { id: string };
  let storeB: { id: string };

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    injectAs(t.app, token ?? undefined, method, url, payload);

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(t.db, { email: 'owner@harbor.test', companyName: 'Harbor' });
    member = await insertUser(t.db, { email: 'member@harbor.test', companyId: admin.companyId });
    otherAdmin = await insertUser(t.db, { email: 'owner@other.test', companyName: 'Other' });
    storeA = await insertChannel(t.db, {
      companyId: admin.companyId,
      sellerId: 'A1SELLER',
      marketplaceId: US,
    });
    storeB = await insertChannel(t.db, {
      companyId: admin.companyId,
      sellerId: 'B2SELLER',
      marketplaceId: US,
    });
    await insertChannel(t.db, { companyId: otherAdmin.companyId, sellerId: 'C3OTHER', marketplaceId: US });
    adminToken = await signInToken(t.app, admin.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it("lists the company's members and stores, paged and searchable, for admins only", async () => {
    const res = await call('GET', '/api/user/list?page_size=1', adminToken);
    expect(res.statusCode).toBe(200);
    const list = ZUserListResponse.parse(res.json()).data;
    expect(list.total).toBe(2);
    expect(list.members).toHaveLength(1);
    expect(list.stores.map((s) => s.seller_id).sort()).toEqual(['A1SELLER', 'B2SELLER']);
    // The picker names a store as the switcher does: the store's name and its marketplaces, not only an id.
    expect(list.stores.find((s) => s.seller_id === 'A1SELLER')).toEqual({
      seller_id: 'A1SELLER',
      store_name: 'Harbor',
      marketplaces: [{ marketplace_id: US, country_code: 'us', country_name: 'United States' }],
    });
    const search = ZUserListResponse.parse(
      (await call('GET', '/api/user/list?userName=MEMBER', adminToken)).json(),
    ).data;
    expect(search.members.map((m) => m.email)).toEqual([member.email]);
    expect(JSON.stringify(list)).not.toContain('other.test');

    const memberToken = await signInToken(t.app, member.email, TEST_PASSWORD);
    const refused = await call('GET', '/api/user/list', memberToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: true, message: TEAM_MESSAGES.adminOnly });
    expect((await call('GET', '/api/user/list', null)).statusCode).toBe(401);
  });

  it('the user info says who administers the company; a member still gets 403 for the team list', async () => {
    const memberToken = await signInToken(t.app, member.email, TEST_PASSWORD);
    const mine = await call('GET', '/api/user', memberToken);
    expect(ZGetUserResponse.parse(mine.json()).data.is_company_admin).toBe(false);
    const admins = await call('GET', '/api/user', adminToken);
    expect(ZGetUserResponse.parse(admins.json()).data.is_company_admin).toBe(true);
    // The web no longer asks for a member, but the server's refusal stays.
    const refused = await call('GET', '/api/user/list', memberToken);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: true, message: TEAM_MESSAGES.adminOnly });
    const login = await call('POST', '/api/auth/login', null, {
      user_name: member.email,
      password: TEST_PASSWORD,
    });
    expect(login.json().userInfo.is_company_admin).toBe(false);
  });

  it('a non-admin member cannot invite, change access or remove anyone', async () => {
    const memberToken = await signInToken(t.app, member.email, TEST_PASSWORD);
    const invite = await call('POST', '/api/user/invitation', memberToken, {
      invitation: { email: 'sneaky@harbor.test', name: 'Sneaky Pete' },
    });
    expectEnvelopeError(invite, 403, TEAM_MESSAGES.adminOnly);
    const permission = await call('PUT', '/api/user/permission', memberToken, {
      user_email: member.email,
      access_channel_list: null,
      permissions: null,
    });
    expect(permission.statusCode).toBe(403);
    expect((await call('PUT', '/api/user/delete', memberToken, { user_email: admin.email })).statusCode).toBe(
      403,
    );
    const [row] = await t.db.select().from(users).where(eq(users.email, 'sneaky@harbor.test'));
    expect(row).toBeUndefined();
  });

  it("a company admin cannot touch another company's users, and learns nothing about them", async () => {
    const otherToken = await signInToken(t.app, otherAdmin.email, TEST_PASSWORD);
    const unknown = await call('PUT', '/api/user/delete', otherToken, { user_email: 'nobody@nowhere.test' });
    for (const [method, url, payload] of [
      ['PUT', '/api/user/delete', { user_email: member.email }],
      ['PUT', '/api/user/delete/restore', { user_email: member.email }],
      ['PUT', '/api/user/permission', { user_email: member.email, access_channel_list: [], permissions: [] }],
    ] as const) {
      const res = await call(method, url, otherToken, payload);
      expect(res.statusCode).toBe(403);
      // The same answer as for an email nobody has.
      expect(res.json()).toEqual(unknown.json());
      expect(res.json()).toEqual({ error: true, message: TEAM_MESSAGES.memberNotFound });
    }
    // Nor may an access list name another company's store.
    const foreignStore = await call('PUT', '/api/user/permission', adminToken, {
      user_email: member.email,
      access_channel_list: ['C3OTHER'],
      permissions: null,
    });
    expectEnvelopeError(foreignStore, 400, TEAM_MESSAGES.unknownStore);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.deletedAt).toBeNull();
    expect(row?.accessChannelList).toBeNull();
  });

  it('limits a member to one store at once: the other answers 403', async () => {
    const memberToken = await signInToken(t.app, member.email, TEST_PASSWORD);
    const ruleOf = (id: string) => call('GET', `/api/review-requests/rule?channel_id=${id}`, memberToken);
    expect((await ruleOf(storeB.id)).statusCode).toBe(200);

    const res = await call('PUT', '/api/user/permission', adminToken, {
      user_email: member.email,
      access_channel_list: ['A1SELLER'],
      permissions: ['manage_tags'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      access_channel_list: ['A1SELLER'],
      permissions: ['manage_tags'],
    });

    // The same session, no sign-in again: the change applies to the next call.
    expect((await ruleOf(storeA.id)).statusCode).toBe(200);
    const refused = await ruleOf(storeB.id);
    expectEnvelopeError(refused, 403, 'You do not have access to this store.');

    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'team.permission'), eq(auditLog.target, member.email)));
    expect(audit).toMatchObject({ actorId: admin.id, statusCode: 200 });
  });

  it('needs manage_review_requests to change a review request rule', async () => {
    const memberToken = await signInToken(t.app, member.email, TEST_PASSWORD);
    const current = (
      await call('GET', `/api/review-requests/rule?channel_id=${storeA.id}`, memberToken)
    ).json().data as Record<string, unknown>;
    const { updated_at: _, ...rule } = current;
    const body = { ...rule, channel_id: storeA.id };
    const refused = await call('PUT', '/api/review-requests/rule', memberToken, body);
    expectEnvelopeError(refused, 403, TEAM_MESSAGES.permissionMissing);

    await call('PUT', '/api/user/permission', adminToken, {
      user_email: member.email,
      access_channel_list: ['A1SELLER'],
      permissions: ['manage_review_requests'],
    });
    expect((await call('PUT', '/api/review-requests/rule', memberToken, body)).statusCode).toBe(200);
    // The admin holds every permission.
    expect((await call('PUT', '/api/review-requests/rule', adminToken, body)).statusCode).toBe(200);
  });

  it('removing a member ends every session of theirs at once; restoring lets them sign in again', async () => {
    const first = await signInToken(t.app, member.email, TEST_PASSWORD);
    const second = await signInToken(t.app, member.email, TEST_PASSWORD);
    expect((await call('GET', '/api/user', first)).statusCode).toBe(200);

    const res = await call('PUT', '/api/user/delete', adminToken, { user_email: member.email });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.deleted_at).not.toBeNull();
    for (const token of [first, second]) expect((await call('GET', '/api/user', token)).statusCode).toBe(401);
    const open = await t.db.select().from(sessions).where(eq(sessions.userId, member.id));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    const signIn = await call('POST', '/api/auth/login', null, {
      user_name: member.email,
      password: TEST_PASSWORD,
    });
    expect(signIn.statusCode).toBe(401);

    const restored = await call('PUT', '/api/user/delete/restore', adminToken, { user_email: member.email });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.deleted_at).toBeNull();
    // The old tokens stay dead; a new sign-in works.
    expect((await call('GET', '/api/user', first)).statusCode).toBe(401);
    await signInToken(t.app, member.email, TEST_PASSWORD);
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, member.email));
    expect(actions.map((a) => a.action)).toEqual(expect.arrayContaining(['team.remove', 'team.restore']));
  });

  it('an admin cannot remove themselves or the last admin', async () => {
    const self = await call('PUT', '/api/user/delete', adminToken, { user_email: admin.email });
    expectEnvelopeError(self, 400, TEAM_MESSAGES.notOwnSelf);
    // With two admins, one may remove the other: an admin always remains (the acting one).
    const second = await insertUser(t.db, {
      email: 'second-admin@harbor.test',
      companyId: admin.companyId,
      isCompanyAdmin: true,
    });
    const secondToken = await signInToken(t.app, second.email, TEST_PASSWORD);
    expect((await call('PUT', '/api/user/delete', secondToken, { user_email: admin.email })).statusCode).toBe(
      200,
    );
    await call('PUT', '/api/user/delete/restore', secondToken, { user_email: admin.email });
    adminToken = await signInToken(t.app, admin.email, TEST_PASSWORD);
  });

  it('a company admin cannot restore a member removed by staff; one their own company removed, they can', async () => {
    const staffCompany = await insertUser(t.db, {
      email: 'root@staff.test',
      companyName: 'Seller Tools',
      roles: ['super-admin'],
    });
    const staffToken = await signInToken(t, staffCompany.email, TEST_PASSWORD);
    const removedByStaff = await insertUser(t.db, {
      email: 'abuser@harbor.test',
      companyId: admin.companyId,
    });
    const del = await call('PUT', `/api/user/delete/${removedByStaff.id}`, staffToken, {
      action: 'delete',
      mfa_code: await freshTotpCode(t),
    });
    expect(del.statusCode).toBe(200);
    const [deleted] = await t.db.select().from(users).where(eq(users.id, removedByStaff.id));
    // The removal records who removed.
    expect(deleted?.deletedBy).toBe(staffCompany.id);

    const refused = await call('PUT', '/api/user/delete/restore', adminToken, {
      user_email: removedByStaff.email,
    });
    expectEnvelopeError(refused, 403, TEAM_MESSAGES.deletedByStaff);
    const [still] = await t.db.select().from(users).where(eq(users.id, removedByStaff.id));
    expect(still?.deletedAt).not.toBeNull();

    // The company's own removal stays the admin's to undo (and records the admin).
    const ownRemoval = await insertUser(t.db, { email: 'leaver@harbor.test', companyId: admin.companyId });
    await call('PUT', '/api/user/delete', adminToken, { user_email: ownRemoval.email });
    const [removed] = await t.db.select().from(users).where(eq(users.id, ownRemoval.id));
    expect(removed?.deletedBy).toBe(admin.id);
    const restored = await call('PUT', '/api/user/delete/restore', adminToken, {
      user_email: ownRemoval.email,
    });
    expect(restored.statusCode).toBe(200);
  });

  it("validates the invitation with the spec's messages", async () => {
    const res = await call('POST', '/api/user/invitation', adminToken, {
      invitation: { email: 'not-an-email', name: 'Valid Name' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Please enter valid email');
    const perms = await call('POST', '/api/user/invitation', adminToken, {
      invitation: { email: 'p@harbor.test', name: 'Valid Name', permissions: ['launch_rockets'] },
    });
    expect(perms.statusCode).toBe(400);
  });
});
