import { USER_UPDATE_MESSAGES, ZGetUserResponse, ZUpdateUserResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { injectAs, postLogin } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp } from '../../testing/test-app.ts';

describe('GET /api/user', () => {
  let t: TTestApp;
  let alice: TSeededUser;
  let bob: TSeededUser;

  const signIn = async (email: string) => {
    const res = await postLogin(t.app, { user_name: email, password: TEST_PASSWORD });
    return res.json().accessToken as string;
  };
  const me = (token: string | null, query = '') =>
    injectAs(t.app, token ?? undefined, 'GET', `/api/user${query}`);

  beforeAll(async () => {
    t = await buildTestApp();
    alice = await insertUser(t.db, { email: 'alice@example.com', companyName: 'Alice Co' });
    bob = await insertUser(t.db, { email: 'bob@example.com', companyName: 'Bob Co' });
  });
  afterAll(() => t.close());

  it("answers each caller's own info and nobody else's", async () => {
    const aliceInfo = ZGetUserResponse.parse((await me(await signIn(alice.email))).json());
    const bobInfo = ZGetUserResponse.parse((await me(await signIn(bob.email))).json());
    expect(aliceInfo.data).toMatchObject({ user_id: alice.id, email: alice.email, company_name: 'Alice Co' });
    expect(bobInfo.data).toMatchObject({ user_id: bob.id, email: bob.email, company_name: 'Bob Co' });
  });

  it('accepts no id parameter', async () => {
    const token = await signIn(alice.email);
    for (const query of [`?user_id=${bob.id}`, `?userId=${bob.id}`, `?id=${bob.id}`, `?email=${bob.email}`]) {
      const res = await me(token, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(true);
      expect(res.body).not.toContain(bob.companyId);
    }
    // The fields the web client adds to every GET are not parameters: they are removed before validation.
    const withClaims = await me(token, `?login_name=Bob&login_email=${bob.email}`);
    expect(withClaims.statusCode).toBe(200);
    expect(withClaims.json().data.user_id).toBe(alice.id);
  });

  it('answers 401 in the envelope without a valid token', async () => {
    for (const token of [null, 'not-a-token', 'A'.repeat(43)]) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: true, message: 'Please sign in again.' });
    }
  });

  it('ends with sign-out: the same token then gets 401', async () => {
    const token = await signIn(alice.email);
    expect((await me(token)).statusCode).toBe(200);
    const logout = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: { authorization: `Bearer ${token}` },
      });
    const out = await logout();
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ error: false });
    expect((await me(token)).statusCode).toBe(401);
    const again = await logout();
    expect(again.statusCode).toBe(401);
  });

  it("signs out only the caller's session", async () => {
    const first = await signIn(alice.email);
    const second = await signIn(alice.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${first}` },
    });
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });
});

describe('PUT /api/user', () => {
  let t: TTestApp;
  let carol: TSeededUser;
  let dave: TSeededUser;
  let token: string;

  const update = (payload: object, auth: string | null = token) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/user',
      payload,
      headers: auth ? { authorization: `Bearer ${auth}` } : {},
    });

  beforeAll(async () => {
    t = await buildTestApp();
    carol = await insertUser(t.db, { email: 'carol@example.com' });
    dave = await insertUser(t.db, { email: 'dave@example.com' });
    const res = await postLogin(t.app, { user_name: carol.email, password: TEST_PASSWORD });
    token = res.json().accessToken;
  });
  afterAll(() => t.close());

  const preferences = {
    general_newsletter_email: true,
    new_feature_guide_email: false,
    recent_update_email: true,
  };

  it('saves the three email preferences from the notification modal and answers the user info', async () => {
    const res = await update({ user_email: carol.email, is_subscribed_marketing_list: preferences });
    expect(res.statusCode).toBe(200);
    const body = ZUpdateUserResponse.parse(res.json());
    expect(body.data).toMatchObject({
      user_id: carol.id,
      is_subscribed_marketing: preferences,
      is_marketing_preference_set: true,
      unsubscribe_req_date: null,
    });
    const again = ZGetUserResponse.parse(
      (
        await t.app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } })
      ).json(),
    );
    expect(again.data.is_subscribed_marketing).toEqual(preferences);
  });

  it('records the unsubscribe date when every email is turned off, and clears it when one is back on', async () => {
    const off = {
      general_newsletter_email: false,
      new_feature_guide_email: false,
      recent_update_email: false,
    };
    const res = ZUpdateUserResponse.parse((await update({ is_subscribed_marketing_list: off })).json());
    expect(res.data.unsubscribe_req_date).toBe(t.clock.now().toISOString());
    const on = ZUpdateUserResponse.parse(
      (await update({ is_subscribed_marketing_list: preferences })).json(),
    );
    expect(on.data.unsubscribe_req_date).toBeNull();
  });

  it('saves the profile: name, image address and PPC time zone; an empty image removes it', async () => {
    const res = await update({
      name: 'Carol Jones',
      image: 'https://images.example.com/carol.png',
      ppc_timezone: 'Europe/Berlin',
    });
    expect(res.statusCode).toBe(200);
    expect(ZUpdateUserResponse.parse(res.json()).data).toMatchObject({
      name: 'Carol Jones',
      image: 'https://images.example.com/carol.png',
      ppc_timezone: 'Europe/Berlin',
    });
    const cleared = await update({ image: '' });
    expect(cleared.json().data.image).toBeNull();
    const bad = await update({ image: 'javascript:alert(1)' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain(USER_UPDATE_MESSAGES.imageInvalid);
    // The hint says https: a plain http address is refused too, and the saved image stays as it was.
    const plain = await update({ image: 'http://images.example.com/carol.png' });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toContain(USER_UPDATE_MESSAGES.imageInvalid);
    const [row] = await t.db.select({ image: users.image }).from(users).where(eq(users.id, carol.id));
    expect(row?.image).toBeNull();
  });

  it("refuses another user's email and changes nothing", async () => {
    const res = await update({
      user_email: dave.email,
      is_subscribed_marketing_list: { ...preferences, new_feature_guide_email: true },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: true, message: 'You can only change your own account.' });
    const [row] = await t.db.select().from(users).where(eq(users.id, dave.id));
    expect(row?.marketing).toBeNull();
  });

  it('answers readable 400s for bad input', async () => {
    const partial = await update({ is_subscribed_marketing_list: { general_newsletter_email: 'yes' } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({
      error: true,
      message: expect.stringContaining('is_subscribed_marketing_list.general_newsletter_email'),
    });
    expect((await update({ ppc_timezone: 'Mars/Olympus' })).json()).toEqual({
      error: true,
      message: 'ppc_timezone: Please choose a valid time zone.',
    });
    expect((await update({ user_email: carol.email })).json()).toEqual({
      error: true,
      message: 'body: Nothing to update.',
    });
    expect((await update({ name: 'Al' })).json()).toEqual({
      error: true,
      message: 'name: Enter at least 3 characters for the name',
    });
  });

  it('needs a session', async () => {
    expect((await update({ is_subscribed_marketing_list: preferences }, null)).statusCode).toBe(401);
  });
});
