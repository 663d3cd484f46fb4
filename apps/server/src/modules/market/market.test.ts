import { CONNECT_MESSAGES, OAUTH_STATE_TTL_MS, SIGNUP_TOKEN_TTL_MS } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeEncryptionKey } from '../../config.ts';
import { channels, oauthStates, users } from '../../db/schema/index.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { sha256 } from '../../lib/tokens.ts';
import { UK_MARKETPLACE as UK, US_MARKETPLACE as US } from '../../testing/channels.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { startFakeLwa, type TFakeLwa } from '../../testing/fake-lwa.ts';
import { runQueuedJobs } from '../../testing/jobs.ts';
import {
  createTestSession,
  signUpAndVerify,
  type TVerifiedSignup,
} from '../../testing/registration-fixtures.ts';
import { buildTestApp, TEST_ENCRYPTION_KEY, type TTestApp, testConfig } from '../../testing/test-app.ts';

const CA = 'A2EUQ1WTGCTBG2';
const PUBLIC_URL = 'https://app.seller-tools.test';
const CONSENT_BASE = 'http://consent.sandbox.test:3100';
/** A second registered address of the product (AMAZON_REDIRECT_ORIGINS). */
const OTHER_ORIGIN = 'https://www.seller-tools.test';
const defaults = testConfig();

describe('seller account connect API', () => {
  let t: TTestApp;
  let lwa: TFakeLwa;
  let clock: TTestApp['clock'] & { advance(ms: number): void };
  let codeSeq = 0;

  beforeAll(async () => {
    lwa = await startFakeLwa({
      clientId: defaults.AMAZON_CLIENT_ID,
      clientSecret: defaults.AMAZON_CLIENT_SECRET,
    });
    t = await buildTestApp({
      env: {
        AMAZON_LWA_URL: lwa.url,
        AMAZON_SP_API_URL: lwa.spApiUrl,
        PUBLIC_URL,
        AMAZON_CONSENT_BASE_URL: CONSENT_BASE,
        AMAZON_REDIRECT_ORIGINS: OTHER_ORIGIN,
      },
    });
    clock = t.clock as typeof clock;
  });
  afterAll(async () => {
    await t.close();
    await lwa.close();
  });
  beforeEach(() => {
    lwa.requests.length = 0;
  });

  const post = (url: string, payload: Record<string, unknown>, token?: string, origin?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(origin ? { origin } : {}),
      },
    });
  const askState = (payload: Record<string, unknown>, token?: string) =>
    post('/api/market/amazon/state', payload, token);
  const stateFor = async (who: TVerifiedSignup, code = US): Promise<string> => {
    const res = await askState({ email: who.email, signup_token: who.signupToken, code });
    expect(res.statusCode).toBe(200);
    return res.json().data.state;
  };
  /**
   * An authorization code the fake LWA will exchange once for `refreshToken`; with `sellerId`, Amazon
   * says the authorization is that seller's (without, whichever seller the connect names).
   */
  const consentCode = (refreshToken = `Atzr|refresh-${++codeSeq}`, sellerId?: string) => {
    const code = `ANauth${++codeSeq}`;
    lwa.issueCode(code, refreshToken, sellerId);
    return { code, refreshToken };
  };
  const connect = (payload: Record<string, unknown>, token?: string) =>
    post('/api/market/amazon', payload, token);
  const connectBody = (who: TVerifiedSignup, state: string, authCode: string, overrides = {}) => ({
    admin_email: who.email,
    seller_id: 'A2SELLER0001',
    sp_api_auth_code: authCode,
    code: US,
    moduleType: 'review',
    state,
    ...overrides,
  });
  const channelsOf = (companyId: string) =>
    t.db.select().from(channels).where(eq(channels.companyId, companyId));
  const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  const stateRow = async (state: string) =>
    (
      await t.db
        .select()
        .from(oauthStates)
        .where(eq(oauthStates.stateHash, sha256(state)))
    )[0];

  describe('POST /api/market/amazon/state', () => {
    it('issues a single-use state for a verified sign-up and the consent URL that carries it', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const res = await askState({ email: me.email, signup_token: me.signupToken, code: UK });
      expect(res.statusCode).toBe(200);
      const { state, consent_url, expires_at } = res.json().data;
      expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(expires_at).toBe(new Date(clock.now().getTime() + OAUTH_STATE_TTL_MS).toISOString());
      const url = new URL(consent_url);
      expect(`${url.origin}${url.pathname}`).toBe(`${CONSENT_BASE}/apps/authorize/consent`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        application_id: defaults.AMAZON_APP_ID,
        state,
        redirect_uri: `${PUBLIC_URL}/auth/user/amazon`,
        version: 'beta',
      });
      const row = await stateRow(state);
      expect(row).toMatchObject({ userId: me.userId, usedAt: null });
      // Only the hash is stored.
      const all = await t.db.select({ hash: oauthStates.stateHash }).from(oauthStates);
      expect(all.some((r) => r.hash === state)).toBe(false);
    });

    it('issues a state to a signed-in user through the Bearer session', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const token = await createTestSession(t.db, t.clock, me.userId);
      const res = await askState({ code: US }, token);
      expect(res.statusCode).toBe(200);
      expect((await stateRow(res.json().data.state))?.userId).toBe(me.userId);
    });

    it('answers 400 for an unknown marketplace', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const res = await askState({ email: me.email, signup_token: me.signupToken, code: 'NOPE' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: CONNECT_MESSAGES.unknownMarketplace });
    });

    it('refuses a missing, wrong or expired signup token, and a token used for another email', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const other = await signUpAndVerify(t.app, t.db);
      const nobody = await askState({ code: US });
      expect(nobody.statusCode).toBe(401);
      for (const payload of [
        { email: me.email, code: US },
        { email: me.email, signup_token: 'forged-token', code: US },
        { email: other.email, signup_token: me.signupToken, code: US },
      ]) {
        const res = await askState(payload);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: true, message: CONNECT_MESSAGES.signupTokenInvalid });
      }
      clock.advance(SIGNUP_TOKEN_TTL_MS);
      const expired = await askState({ email: me.email, signup_token: me.signupToken, code: US });
      expect(expired.statusCode).toBe(400);
    });

    it('refuses a signed-in user asking for a state for another email', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const other = await signUpAndVerify(t.app, t.db);
      const token = await createTestSession(t.db, t.clock, me.userId);
      const res = await askState({ email: other.email, signup_token: other.signupToken, code: US }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: true, message: CONNECT_MESSAGES.ownAccountOnly });
    });
  });

  describe('the consent returns to the address the user opened (issue 15)', () => {
    const redirectOf = (res: { json(): { data: { consent_url: string } } }) =>
      new URL(res.json().data.consent_url).searchParams.get('redirect_uri');

    it('builds the return address from a registered Origin and exchanges the code with the same one', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const body = { email: me.email, signup_token: me.signupToken, code: US };
      const res = await post('/api/market/amazon/state', body, undefined, OTHER_ORIGIN);
      expect(res.statusCode).toBe(200);
      expect(redirectOf(res)).toBe(`${OTHER_ORIGIN}/auth/user/amazon`);

      const { code } = consentCode();
      const connected = await post(
        '/api/market/amazon',
        connectBody(me, res.json().data.state, code),
        undefined,
        OTHER_ORIGIN,
      );
      expect(connected.statusCode).toBe(200);
      expect(lwa.requests.map((r) => r.redirect_uri)).toEqual([`${OTHER_ORIGIN}/auth/user/amazon`]);
    });

    it('uses PUBLIC_URL for its own origin and for a client that sends no Origin', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const body = { email: me.email, signup_token: me.signupToken, code: US };
      const own = await post('/api/market/amazon/state', body, undefined, PUBLIC_URL);
      expect(redirectOf(own)).toBe(`${PUBLIC_URL}/auth/user/amazon`);
      expect(redirectOf(await askState(body))).toBe(`${PUBLIC_URL}/auth/user/amazon`);
    });

    it('refuses an unregistered origin: no state is issued and no code is exchanged', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const body = { email: me.email, signup_token: me.signupToken, code: US };
      const before = (await t.db.select().from(oauthStates)).length;
      for (const origin of ['https://evil.example', 'http://app.seller-tools.test', 'null']) {
        const res = await post('/api/market/amazon/state', body, undefined, origin);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: true, message: CONNECT_MESSAGES.unregisteredOrigin(PUBLIC_URL) });
      }
      expect(await t.db.select().from(oauthStates)).toHaveLength(before);

      // A state asked for properly cannot be redeemed from elsewhere either, and stays usable.
      const state = await stateFor(me);
      const { code } = consentCode();
      const res = await post(
        '/api/market/amazon',
        connectBody(me, state, code),
        undefined,
        'https://evil.example',
      );
      expectEnvelopeError(res, 400, CONNECT_MESSAGES.unregisteredOrigin(PUBLIC_URL));
      expect(lwa.requests).toHaveLength(0);
      expect((await stateRow(state))?.usedAt).toBeNull();
      expect(await channelsOf(me.companyId)).toHaveLength(0);
    });
  });

  describe('POST /api/market/amazon', () => {
    it('exchanges the code, stores the channel with its refresh token encrypted, and completes sign-up', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const state = await stateFor(me);
      const { code, refreshToken } = consentCode();
      const res = await connect(connectBody(me, state, code));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        error: false,
        message: CONNECT_MESSAGES.connected,
        data: { seller_id: 'A2SELLER0001', marketplace_id: US, signup_step: 'complete' },
      });

      expect(lwa.requests).toEqual([
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: `${PUBLIC_URL}/auth/user/amazon`,
          client_id: defaults.AMAZON_CLIENT_ID,
          client_secret: defaults.AMAZON_CLIENT_SECRET,
        },
      ]);
      const [channel] = await channelsOf(me.companyId);
      expect(channel).toMatchObject({
        companyId: me.companyId,
        sellerId: 'A2SELLER0001',
        marketplaceId: US,
        region: 'North America',
        connectedBy: me.userId,
        status: 'connected',
        deletedAt: null,
      });
      // Encrypted at rest: not the token, and it opens with the configured key.
      expect(channel?.refreshTokenEnc).not.toContain(refreshToken);
      expect(channel?.refreshTokenEnc).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
      const key = decodeEncryptionKey(TEST_ENCRYPTION_KEY);
      if (!key) throw new Error('bad test key');
      expect(createSecretBox(key).open(channel?.refreshTokenEnc ?? '')).toBe(refreshToken);
      const raw = await t.database.pool.query('select refresh_token_enc from channels where seller_id = $1', [
        'A2SELLER0001',
      ]);
      expect(JSON.stringify(raw.rows)).not.toContain(refreshToken);

      expect(await userRow(me.userId)).toMatchObject({
        signupStep: 'complete',
        currentSellerId: 'A2SELLER0001',
      });
      expect((await stateRow(state))?.usedAt).toEqual(clock.now());
      // Registration is over: the signup token no longer buys a state.
      const later = await askState({ email: me.email, signup_token: me.signupToken, code: US });
      expect(later.statusCode).toBe(400);
    });

    it('queues the initial import: the signup status is importing until the job runs, then done', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const token = await createTestSession(t.db, t.clock, me.userId);
      const res = await connect(
        connectBody(me, await stateFor(me), consentCode().code, { seller_id: 'A2IMPORT01' }),
      );
      expect(res.statusCode).toBe(200);
      const status = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/market/amazon/signup/status?moduleType=review',
            headers: { authorization: `Bearer ${token}` },
          })
        ).json().data;
      expect(await status()).toEqual({ seller_id: 'A2IMPORT01', signup_step: 'importing' });
      const [job] = await t.queue.findJobs('initial-import', {
        data: { channelId: (await channelsOf(me.companyId))[0]?.id },
      });
      expect(job?.state).toBe('created');
      expect(await runQueuedJobs(t, 'initial-import')).toBeGreaterThanOrEqual(1);
      expect(await status()).toEqual({ seller_id: 'A2IMPORT01', signup_step: 'done' });
    });

    it('refuses a state used twice', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const state = await stateFor(me);
      expect((await connect(connectBody(me, state, consentCode().code))).statusCode).toBe(200);
      const replay = await connect(connectBody(me, state, consentCode().code, { seller_id: 'A2OTHER' }));
      expect(replay.statusCode).toBe(400);
      expect(replay.json()).toEqual({ error: true, message: CONNECT_MESSAGES.stateInvalid });
      expect(await channelsOf(me.companyId)).toHaveLength(1);
    });

    it('refuses an expired state without calling Amazon or storing anything', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const state = await stateFor(me);
      clock.advance(OAUTH_STATE_TTL_MS + 1000);
      const res = await connect(connectBody(me, state, consentCode().code));
      expectEnvelopeError(res, 400, CONNECT_MESSAGES.stateInvalid);
      expect(lwa.requests).toHaveLength(0);
      expect(await channelsOf(me.companyId)).toHaveLength(0);
      expect((await stateRow(state))?.usedAt).toBeNull();
      expect((await userRow(me.userId))?.signupStep).toBe('connect');
    });

    it('refuses an unknown state and a state of another user', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const other = await signUpAndVerify(t.app, t.db);
      const unknown = await connect(connectBody(me, 'no-such-state', consentCode().code));
      expectEnvelopeError(unknown, 400, CONNECT_MESSAGES.stateInvalid);

      // The other user's state, posted with my email: the state is bound to its user.
      const theirs = await stateFor(other);
      const res = await connect(connectBody(me, theirs, consentCode().code));
      expectEnvelopeError(res, 400, CONNECT_MESSAGES.stateInvalid);
      expect(lwa.requests).toHaveLength(0);
      expect(await channelsOf(me.companyId)).toHaveLength(0);
      expect(await channelsOf(other.companyId)).toHaveLength(0);
      expect((await stateRow(theirs))?.usedAt).toBeNull();
    });

    it('stores nothing when the exchange fails, and says why', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const state = await stateFor(me);
      const res = await connect(connectBody(me, state, 'ANcode-amazon-never-issued'));
      expectEnvelopeError(
        res,
        400,
        CONNECT_MESSAGES.exchangeFailed('invalid_grant: The request has an invalid grant parameter : code'),
      );
      expect(lwa.requests).toHaveLength(1);
      expect(await channelsOf(me.companyId)).toHaveLength(0);
      expect((await stateRow(state))?.usedAt).toBeNull();
      expect(await userRow(me.userId)).toMatchObject({ signupStep: 'connect', currentSellerId: null });

      // The state was not spent, so a fresh consent can still complete.
      expect((await connect(connectBody(me, state, consentCode().code))).statusCode).toBe(200);
    });

    it('keeps tenants apart: a signed-in user of company B cannot connect with the state of company A', async () => {
      const a = await signUpAndVerify(t.app, t.db);
      const b = await signUpAndVerify(t.app, t.db);
      const bToken = await createTestSession(t.db, t.clock, b.userId);
      const aState = await stateFor(a);
      const res = await connect(connectBody(a, aState, consentCode().code), bToken);
      expectEnvelopeError(res, 403, CONNECT_MESSAGES.ownAccountOnly);
      expect(lwa.requests).toHaveLength(0);
      expect(await channelsOf(a.companyId)).toHaveLength(0);
      expect(await channelsOf(b.companyId)).toHaveLength(0);

      // With their own state, each connects into their own company only.
      expect((await connect(connectBody(a, aState, consentCode().code))).statusCode).toBe(200);
      expect((await channelsOf(a.companyId)).map((c) => c.companyId)).toEqual([a.companyId]);
      expect(await channelsOf(b.companyId)).toHaveLength(0);
    });

    it('reconnecting a deleted store revives the same row with the new token', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const token = await createTestSession(t.db, t.clock, me.userId);
      const first = consentCode();
      expect((await connect(connectBody(me, await stateFor(me), first.code))).statusCode).toBe(200);
      const [before] = await channelsOf(me.companyId);
      await t.db
        .update(channels)
        .set({ deletedAt: clock.now(), status: 'deleted', signupStep: 'done' })
        .where(eq(channels.id, before?.id ?? ''));

      const again = await askState({ code: US }, token);
      const second = consentCode();
      const res = await connect(connectBody(me, again.json().data.state, second.code), token);
      expect(res.statusCode).toBe(200);
      const rows = await channelsOf(me.companyId);
      expect(rows).toHaveLength(1);
      // A revived store imports again.
      expect(rows[0]).toMatchObject({
        id: before?.id,
        deletedAt: null,
        status: 'connected',
        signupStep: 'importing',
      });
      const key = decodeEncryptionKey(TEST_ENCRYPTION_KEY);
      if (!key) throw new Error('bad test key');
      expect(createSecretBox(key).open(rows[0]?.refreshTokenEnc ?? '')).toBe(second.refreshToken);
    });

    it('a later connection keeps the current store (the page offers to switch); the first one sets it', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const token = await createTestSession(t.db, t.clock, me.userId);
      const first = connectBody(me, await stateFor(me), consentCode().code, { seller_id: 'A2FIRST001' });
      expect((await connect(first)).statusCode).toBe(200);
      expect(await userRow(me.userId)).toMatchObject({
        currentSellerId: 'A2FIRST001',
        currentMarketplaceId: US,
      });

      const again = await askState({ code: CA }, token);
      const second = connectBody(me, again.json().data.state, consentCode().code, {
        seller_id: 'A2SECOND01',
        code: CA,
      });
      const res = await connect(second, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ seller_id: 'A2SECOND01', marketplace_id: CA });
      expect(await userRow(me.userId)).toMatchObject({
        currentSellerId: 'A2FIRST001',
        currentMarketplaceId: US,
      });

      // A user who never chose a store works in the earliest connected one: that stays too.
      await t.db
        .update(users)
        .set({ currentSellerId: null, currentMarketplaceId: null })
        .where(eq(users.id, me.userId));
      const fourth = await askState({ code: UK }, token);
      const res4 = await connect(
        connectBody(me, fourth.json().data.state, consentCode().code, { seller_id: 'A2FOURTH01', code: UK }),
        token,
      );
      expect(res4.statusCode).toBe(200);
      expect(await userRow(me.userId)).toMatchObject({ currentSellerId: null });

      // Once every other store is gone, the next connection becomes the current one.
      await t.db
        .update(channels)
        .set({ deletedAt: clock.now(), status: 'deleted' })
        .where(eq(channels.companyId, me.companyId));
      const third = await askState({ code: US }, token);
      const res3 = await connect(
        connectBody(me, third.json().data.state, consentCode().code, { seller_id: 'A2THIRD001' }),
        token,
      );
      expect(res3.statusCode).toBe(200);
      expect(await userRow(me.userId)).toMatchObject({
        currentSellerId: 'A2THIRD001',
        currentMarketplaceId: US,
      });
    });

    it('answers a readable 400 for missing fields', async () => {
      const res = await connect({ admin_email: 'x@example.com', code: US, seller_id: 'A1', state: 's' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: true,
        message: 'sp_api_auth_code: Invalid input: expected string, received undefined',
      });
    });
  });

  // The seller_id the browser posts is checked (issue 17, low): its format, and at Amazon that the
  // authorization is that seller's; a store is never re-authorized with another seller's consent.
  describe('the seller of a connect', () => {
    it('refuses a seller_id that is not an Amazon merchant id, before spending the state', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const state = await stateFor(me);
      for (const seller_id of ['a2seller0001', 'A2SELLER 0001', "A2SELLER'--", 'A1', `A${'1'.repeat(40)}`]) {
        const res = await connect(connectBody(me, state, consentCode().code, { seller_id }));
        expect(res.statusCode, seller_id).toBe(400);
        expect(res.json()).toEqual({ error: true, message: CONNECT_MESSAGES.sellerIdInvalid });
      }
      expect(lwa.requests).toHaveLength(0);
      expect((await stateRow(state))?.usedAt).toBeNull();
    });

    it('refuses a marketplace the account does not sell in, naming and offering the ones it does', async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const code = `ANauth${++codeSeq}`;
      // A European account (Sellers getMarketplaceParticipations), connected for the United States.
      lwa.issueCode(code, 'Atzr|european', undefined, [UK, 'A1PA6795UKMFR9']);
      const res = await connect(connectBody(me, await stateFor(me), code));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: true,
        message: CONNECT_MESSAGES.notParticipating('United States', ['United Kingdom', 'Germany']),
        data: {
          marketplaces: [
            { code: UK, name: 'United Kingdom' },
            { code: 'A1PA6795UKMFR9', name: 'Germany' },
          ],
        },
      });
      expect(res.json().message).toBe(
        'This Amazon account does not sell in United States. It sells in United Kingdom and Germany: connect one of those instead (one authorization covers them all).',
      );
      expect(await channelsOf(me.companyId)).toEqual([]);
    });

    it("refuses an authorization Amazon says is another seller's, and stores nothing", async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const { code } = consentCode(undefined, 'A2REALSELLER1');
      const res = await connect(connectBody(me, await stateFor(me), code, { seller_id: 'A2CLAIMED0001' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: true, message: CONNECT_MESSAGES.sellerMismatch });
      expect(await channelsOf(me.companyId)).toEqual([]);
    });

    it("refuses to reconnect a store with another seller's consent, and keeps its token", async () => {
      const me = await signUpAndVerify(t.app, t.db);
      const first = consentCode(undefined, 'A2OWNSTORE01');
      expect(
        (await connect(connectBody(me, await stateFor(me), first.code, { seller_id: 'A2OWNSTORE01' })))
          .statusCode,
      ).toBe(200);
      const [before] = await channelsOf(me.companyId);
      const token = await createTestSession(t.db, t.clock, me.userId);
      // Reconnecting A2OWNSTORE01 with the consent of `consentingSeller`.
      const reconnectAs = async (consentingSeller: string) => {
        const state = (await askState({ code: US }, token)).json().data.state;
        const consent = consentCode(undefined, consentingSeller);
        return connect(connectBody(me, state, consent.code, { seller_id: 'A2OWNSTORE01' }), token);
      };
      const res = await reconnectAs('A2SOMEONEELSE');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        error: true,
        message: CONNECT_MESSAGES.reconnectOtherSeller('A2OWNSTORE01'),
      });
      const [after] = await channelsOf(me.companyId);
      expect(after?.refreshTokenEnc).toBe(before?.refreshTokenEnc);
      // The seller's own consent reconnects it.
      const ok = await reconnectAs('A2OWNSTORE01');
      expect(ok.statusCode).toBe(200);
    });
  });
});
