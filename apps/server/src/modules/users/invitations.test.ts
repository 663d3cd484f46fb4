import {
  INVITATIONS_PER_ADMIN_PER_DAY,
  INVITATIONS_PER_COMPANY_PER_DAY,
  TEAM_MESSAGES,
  ZInvitationListResponse,
  ZUserListResponse,
} from '@seller-tools/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, emailOutbox, invitations, users } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { insertChannel, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';
import { MAILS_PER_ADDRESS_PER_DAY } from './invitations.service.ts';

const NEW_PASSWORD = 'Quartz#Meadow57';

// Issue 17 M4: invitations are a token the invitee accepts, answer alike for every email, mail fixed
// text, are limited per admin and company per day, and grant nothing unless the admin picks it.
describe('team invitations', () => {
  let t: TTestApp;
  let admin: TSeededUser;
  let adminToken: string;
  let outsider: TSeededUser;

  /** The invitee accepts the invitation behind `link` with the name and password given. */
  const accept = (link: string, name: string, password = NEW_PASSWORD) =>
    call('POST', '/api/user/invitation/accept', null, { token: link, name, password });
  /** Accepting the invitation behind `link` answers 404 and creates no account for `email`. */
  const expectRefusedAccept = async (link: string, name: string, email: string) => {
    expect((await accept(link, name)).statusCode).toBe(404);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  };
  const clock = () => t.clock as TTestApp['clock'] & { advance(ms: number): void };
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: object) =>
    injectAs(t.app, token ?? undefined, method, url, payload);
  const invite = (token: string, invitation: Record<string, unknown>) =>
    call('POST', '/api/user/invitation', token, { invitation });
  const mailsTo = (to: string) =>
    t.db.select().from(emailOutbox).where(eq(emailOutbox.to, to)).orderBy(desc(emailOutbox.id));
  const tokenIn = (text: string) => /\/invitation\/accept\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? null;
  const linkTo = async (email: string) => {
    const [mail] = await mailsTo(email);
    const token = tokenIn(mail?.text ?? '');
    if (!token) throw new Error(`no invitation link mailed to ${email}`);
    return token;
  };
  const pending = async (token: string) =>
    ZInvitationListResponse.parse((await call('GET', '/api/user/invitation/list', token)).json()).data
      .invitations;
  /** An admin of a company of their own, so each test's daily counts start at zero. */
  const freshAdmin = async (label: string) => {
    const user = await insertUser(t.db, { email: `${label}@${label}.test`, companyName: `${label} Co` });
    return { user, token: await signInToken(t.app, user.email, TEST_PASSWORD) };
  };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await insertUser(t.db, { email: 'owner@harbor.test', companyName: 'Harbor Goods' });
    await insertChannel(t.db, { companyId: admin.companyId, sellerId: 'A1HARBOR', marketplaceId: US });
    await insertChannel(t.db, { companyId: admin.companyId, sellerId: 'B2HARBOR', marketplaceId: US });
    outsider = await insertUser(t.db, { email: 'someone@elsewhere.test', companyName: 'Elsewhere' });
    adminToken = await signInToken(t.app, admin.email, TEST_PASSWORD);
  });
  afterAll(() => t.close());

  it('creates no account until the invitee accepts; the link makes a verified account with the access picked', async () => {
    const res = await invite(adminToken, {
      email: ' New.Hire@Example.test ',
      name: 'New Hire',
      access_channel_list: ['B2HARBOR'],
      permissions: ['manage_tags'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: TEAM_MESSAGES.invited, data: null });
    expect(await t.db.select().from(users).where(eq(users.email, 'new.hire@example.test'))).toEqual([]);
    const [mail] = await mailsTo('new.hire@example.test');
    expect(mail?.subject).toBe(TEAM_MESSAGES.invitationSubject);
    expect(mail?.text).not.toMatch(/temporary password/i);
    const link = await linkTo('new.hire@example.test');
    // Only the token's hash is stored.
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, 'new.hire@example.test'));
    expect(row?.tokenHash).not.toBe(link);
    expect(JSON.stringify(row)).not.toContain(link);

    const preview = await call('POST', '/api/user/invitation/preview', null, { token: link });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      email: 'new.hire@example.test',
      name: 'New Hire',
      company_name: 'Harbor Goods',
    });

    const accepted = await accept(link, 'Grace Hopper');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({
      error: false,
      message: TEAM_MESSAGES.accepted,
      data: { email: 'new.hire@example.test' },
    });
    const [user] = await t.db.select().from(users).where(eq(users.email, 'new.hire@example.test'));
    expect(user).toMatchObject({
      companyId: admin.companyId,
      name: 'Grace Hopper',
      invitedBy: admin.id,
      isCompanyAdmin: false,
      isNeedPasswordChange: false,
      accessChannelList: ['B2HARBOR'],
      permissions: ['manage_tags'],
      signupStep: 'done',
    });
    expect(user?.emailVerifiedAt).not.toBeNull();
    const login = await call('POST', '/api/auth/login', null, {
      user_name: 'new.hire@example.test',
      password: NEW_PASSWORD,
    });
    expect(login.statusCode).toBe(200);

    // Single use: the link is spent, and the invitation left the pending list.
    const again = await accept(link, 'Grace Hopper');
    expectEnvelopeError(again, 404, TEAM_MESSAGES.invitationInvalid);
    expect((await pending(adminToken)).map((i) => i.email)).not.toContain('new.hire@example.test');
    const members = ZUserListResponse.parse((await call('GET', '/api/user/list', adminToken)).json()).data;
    expect(members.members.map((m) => m.email)).toContain('new.hire@example.test');
  });

  it('accepts one link once, even when it is sent several times at the same moment', async () => {
    await invite(adminToken, { email: 'twice@example.test', name: 'Double Click' });
    const link = await linkTo('twice@example.test');
    const answers = await Promise.all(Array.from({ length: 4 }, () => accept(link, 'Double Click')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(await t.db.select().from(users).where(eq(users.email, 'twice@example.test'))).toHaveLength(1);
  });

  it('grants no store and no permission unless the admin picks them (null, explicitly, is everything)', async () => {
    await invite(adminToken, { email: 'least@example.test', name: 'Least Privilege' });
    const [row] = await t.db.select().from(invitations).where(eq(invitations.email, 'least@example.test'));
    expect(row).toMatchObject({ accessChannelList: [], permissions: [] });
    await accept(await linkTo('least@example.test'), 'Least Privilege');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'least@example.test'));
    expect(user).toMatchObject({ accessChannelList: [], permissions: [] });

    await invite(adminToken, {
      email: 'all@example.test',
      name: 'Everything',
      access_channel_list: null,
      permissions: null,
    });
    const [all] = await t.db.select().from(invitations).where(eq(invitations.email, 'all@example.test'));
    expect(all).toMatchObject({ accessChannelList: null, permissions: null });
  });

  it("answers an existing account's email exactly as a new one; its owner gets a notice, the admin's list shows both alike", async () => {
    const { token } = await freshAdmin('prober');
    const existing = await invite(token, { email: outsider.email, name: 'Someone Else' });
    const fresh = await invite(token, { email: 'nobody-yet@example.test', name: 'Someone Else' });
    expect(existing.statusCode).toBe(fresh.statusCode);
    expect(existing.statusCode).toBe(200);
    expect(existing.json()).toEqual(fresh.json());

    // The owner's account is untouched and gets a notice with no link.
    const [owner] = await t.db.select().from(users).where(eq(users.id, outsider.id));
    expect(owner?.companyId).toBe(outsider.companyId);
    const [notice] = await mailsTo(outsider.email);
    expect(notice?.subject).toBe(TEAM_MESSAGES.noticeSubject);
    expect(tokenIn(notice?.text ?? '')).toBeNull();
    expect(notice?.text).toContain('already have a Seller Tools account');

    const list = await pending(token);
    const a = list.find((i) => i.email === outsider.email);
    const b = list.find((i) => i.email === 'nobody-yet@example.test');
    expect(a && b).toBeTruthy();
    const shape = (i: typeof a) => ({ ...i, invitation_id: '', email: '', created_at: '', expires_at: '' });
    expect(shape(a)).toEqual(shape(b));
    expect(a?.expires_at).toBe(b?.expires_at);
  });

  it("puts no text of the admin's in the mail: no name, and the company's name only as plain words", async () => {
    const { user } = await freshAdmin('phisher');
    await t.db
      .update(companies)
      .set({ name: 'Security Team: verify at https://evil.example/login <b>now</b>' })
      .where(eq(companies.id, user.companyId));
    const phishingToken = await signInToken(t.app, user.email, TEST_PASSWORD);
    const res = await invite(phishingToken, {
      email: 'victim@example.test',
      name: 'Your account is locked, call +1 555 0100 and visit evil.example',
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo('victim@example.test');
    const text = mail?.text ?? '';
    expect(text).not.toContain('locked');
    expect(text).not.toContain('555');
    expect(text).not.toContain('evil.example');
    expect(text).not.toContain('https://evil');
    expect(text).not.toContain('<b>');
    expect(text).toContain('Hello,');
    // The only link is ours.
    const links = text.match(/https?:\/\/\S+/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toMatch(/^http:\/\/localhost:3000\/invitation\/accept\?token=/);
  });

  it(`limits an admin to ${INVITATIONS_PER_ADMIN_PER_DAY} sends a day, existing emails and resends counted alike`, async () => {
    const { token } = await freshAdmin('busy');
    for (let i = 0; i < INVITATIONS_PER_ADMIN_PER_DAY - 2; i++) {
      expect((await invite(token, { email: `busy-${i}@example.test`, name: 'Busy Bee' })).statusCode).toBe(
        200,
      );
    }
    // An existing account's email counts as a send too (else the limit would tell them apart).
    expect((await invite(token, { email: outsider.email, name: 'Busy Bee' })).statusCode).toBe(200);
    const [first] = (await pending(token)).slice(-1);
    const resend = await call('PUT', '/api/user/invitation/resend', token, {
      invitation_id: first?.invitation_id,
    });
    expect(resend.statusCode).toBe(200);
    const refused = await invite(token, { email: 'one-more@example.test', name: 'Busy Bee' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: true, message: TEAM_MESSAGES.adminDailyLimit });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await mailsTo('one-more@example.test')).toEqual([]);

    // A day later, the admin may send again.
    clock().advance(24 * 60 * 60_000 + 1000);
    try {
      const later = await signInToken(t.app, 'busy@busy.test', TEST_PASSWORD);
      expect((await invite(later, { email: 'one-more@example.test', name: 'Busy Bee' })).statusCode).toBe(
        200,
      );
    } finally {
      clock().advance(-(24 * 60 * 60_000 + 1000));
    }
  });

  it(`limits a company to ${INVITATIONS_PER_COMPANY_PER_DAY} sends a day across its admins, in parallel too`, async () => {
    const { user } = await freshAdmin('crowd');
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) {
      const other = await insertUser(t.db, {
        email: `admin-${i}@crowd.test`,
        companyId: user.companyId,
        isCompanyAdmin: true,
      });
      tokens.push(await signInToken(t.app, other.email, TEST_PASSWORD));
    }
    // 3 admins × 9 parallel sends = 27 tries: only the company's limit passes.
    const results = await Promise.all(
      tokens.flatMap((token, a) =>
        Array.from({ length: 9 }, (_, i) =>
          invite(token, { email: `c${a}-${i}@example.test`, name: 'Crowd Member' }),
        ),
      ),
    );
    const ok = results.filter((r) => r.statusCode === 200).length;
    expect(ok).toBe(INVITATIONS_PER_COMPANY_PER_DAY);
    const refused = results.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(27 - INVITATIONS_PER_COMPANY_PER_DAY);
    expect(refused[0]?.json().message).toBe(TEAM_MESSAGES.companyDailyLimit);
    const rows = await t.db.select().from(invitations).where(eq(invitations.companyId, user.companyId));
    expect(rows).toHaveLength(INVITATIONS_PER_COMPANY_PER_DAY);
  });

  it(`mails one address at most ${MAILS_PER_ADDRESS_PER_DAY} times a day, from all companies together, answering alike`, async () => {
    const senders = await Promise.all(['flood1', 'flood2'].map((label) => freshAdmin(label)));
    const owner = await insertUser(t.db, { email: 'flooded@elsewhere.test', companyName: 'Flooded' });
    const answers = [];
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_DAY + 2; i++) {
      const sender = senders[i % senders.length];
      if (!sender) throw new Error('no sender');
      answers.push((await invite(sender.token, { email: owner.email, name: 'Flood Gate' })).json());
      answers.push(
        (await invite(sender.token, { email: 'fresh-target@example.test', name: 'Flood Gate' })).json(),
      );
    }
    for (const answer of answers)
      expect(answer).toEqual({ error: false, message: TEAM_MESSAGES.invited, data: null });
    expect(await mailsTo(owner.email)).toHaveLength(MAILS_PER_ADDRESS_PER_DAY);
    expect(await mailsTo('fresh-target@example.test')).toHaveLength(MAILS_PER_ADDRESS_PER_DAY);
  });

  it('revoking stops the link at once; resending replaces it with a new one', async () => {
    const { token } = await freshAdmin('revoker');
    await invite(token, { email: 'maybe@example.test', name: 'Maybe Later' });
    const firstLink = await linkTo('maybe@example.test');
    const [item] = await pending(token);
    const resent = await call('PUT', '/api/user/invitation/resend', token, {
      invitation_id: item?.invitation_id,
    });
    expect(resent.json()).toEqual({ error: false, message: TEAM_MESSAGES.resent, data: null });
    const secondLink = await linkTo('maybe@example.test');
    expect(secondLink).not.toBe(firstLink);
    expect((await call('POST', '/api/user/invitation/preview', null, { token: firstLink })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/api/user/invitation/preview', null, { token: secondLink })).statusCode).toBe(
      200,
    );

    const [current] = await pending(token);
    expect(current?.email).toBe('maybe@example.test');
    // Another company's admin cannot touch it, and learns nothing.
    for (const url of ['/api/user/invitation/revoke', '/api/user/invitation/resend']) {
      const res = await call('PUT', url, adminToken, { invitation_id: current?.invitation_id });
      expectEnvelopeError(res, 404, TEAM_MESSAGES.invitationGone);
    }
    const revoked = await call('PUT', '/api/user/invitation/revoke', token, {
      invitation_id: current?.invitation_id,
    });
    expect(revoked.json()).toEqual({ error: false, message: TEAM_MESSAGES.revoked, data: null });
    expect(await pending(token)).toEqual([]);
    await expectRefusedAccept(secondLink, 'Maybe Later', 'maybe@example.test');
  });

  it('refuses an expired link, a made-up one, a common password, and an email that got an account since', async () => {
    const { token } = await freshAdmin('expiry');
    await invite(token, { email: 'slow@example.test', name: 'Slow Reader' });
    const link = await linkTo('slow@example.test');
    clock().advance(8 * 24 * 60 * 60_000);
    try {
      expect((await call('POST', '/api/user/invitation/preview', null, { token: link })).statusCode).toBe(
        404,
      );
    } finally {
      clock().advance(-8 * 24 * 60 * 60_000);
    }
    const madeUp = await call('POST', '/api/user/invitation/preview', null, { token: 'x'.repeat(43) });
    expectEnvelopeError(madeUp, 404, TEAM_MESSAGES.invitationInvalid);

    const common = await accept(link, 'Slow Reader', 'Password1!');
    expect(common.statusCode).toBe(400);

    await insertUser(t.db, { email: 'slow@example.test', companyName: 'Signed Up Meanwhile' });
    const taken = await accept(link, 'Slow Reader');
    expectEnvelopeError(taken, 409, TEAM_MESSAGES.emailTaken);
  });

  it('an invitation stops working when its admin is removed or demoted', async () => {
    const { user, token } = await freshAdmin('fleeting');
    await invite(token, { email: 'orphan@example.test', name: 'Orphan Invite' });
    const link = await linkTo('orphan@example.test');
    const preview = () => call('POST', '/api/user/invitation/preview', null, { token: link });
    expect((await preview()).statusCode).toBe(200);
    await t.db.update(users).set({ isCompanyAdmin: false }).where(eq(users.id, user.id));
    expect((await preview()).statusCode).toBe(404);
    await t.db
      .update(users)
      .set({ isCompanyAdmin: true, deletedAt: t.clock.now() })
      .where(eq(users.id, user.id));
    await expectRefusedAccept(link, 'Orphan Invite', 'orphan@example.test');
  });

  it('a member who is not an admin can neither invite nor see the invitations', async () => {
    const member = await insertUser(t.db, { email: 'plain@harbor.test', companyId: admin.companyId });
    const token = await signInToken(t.app, member.email, TEST_PASSWORD);
    expect((await invite(token, { email: 'x@example.test', name: 'Sneaky Pete' })).statusCode).toBe(403);
    expect((await call('GET', '/api/user/invitation/list', token)).statusCode).toBe(403);
    const rows = await t.db
      .select()
      .from(invitations)
      .where(and(eq(invitations.email, 'x@example.test')));
    expect(rows).toEqual([]);
  });
});
