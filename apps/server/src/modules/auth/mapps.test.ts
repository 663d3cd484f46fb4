import { MAPPS_MESSAGES, ZMappsLoginResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_MAPPS_ALLOWED_ORIGINS, loadConfig, parseOriginList } from '../../config.ts';
import { loginThrottles, sessions } from '../../db/schema/index.ts';
import { insertUser, TEST_PASSWORD, type TSeededUser } from '../../testing/accounts.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { buildTestApp, TEST_ENCRYPTION_KEY, TEST_NOW, type TTestApp } from '../../testing/test-app.ts';
import { AUTH_MESSAGES } from './auth.service.ts';
import { checkMappsRedirect, type TRedirectPolicy } from './mapps-redirect.ts';

const DEV_POLICY: TRedirectPolicy = {
  allowedOrigins: ['https://app.example.com', 'http://localhost:8080'],
  requireHttps: false,
};
const PRODUCTION_POLICY: TRedirectPolicy = { ...DEV_POLICY, requireHttps: true };
/** A refused callback: an invalid request with the page's own message. */
const refused = (message: string) => ({
  ok: false,
  error: expect.objectContaining({ code: 'invalid', message }),
});

describe('the /mapps/login redirect check', () => {
  it.each([
    ['https://app.example.com/callback', 'https://app.example.com/callback'],
    ['https://app.example.com', 'https://app.example.com/'],
    ['  https://app.example.com/cb?board=42&item=7  ', 'https://app.example.com/cb?board=42&item=7'],
    // Same origin written differently: the parser normalises case and the default port.
    ['HTTPS://APP.Example.COM:443/cb', 'https://app.example.com/cb'],
    ['http://localhost:8080/auth/done', 'http://localhost:8080/auth/done'],
    // A backslash is a slash to the URL parser (and to browsers): this is app.example.com's own path.
    ['https://app.example.com\\@evil.com/', 'https://app.example.com/@evil.com/'],
  ])('allows %s (as %s)', (raw, href) => {
    const checked = checkMappsRedirect(raw, DEV_POLICY);
    expect(checked).toEqual({ ok: true, value: expect.any(URL) });
    if (checked.ok) expect(checked.value.href).toBe(href);
  });

  it.each([
    'https://app.example.com.evil.com/callback',
    'https://evil.com/?next=https://app.example.com/',
    'https://evil.com/https://app.example.com',
    'https://evilapp.example.com/cb',
    'https://sub.app.example.com/cb',
    'https://app.example.co/cb',
    'https://app.example.com:8443/cb',
    'http://app.example.com/cb',
    'https://localhost:8080/cb',
    'http://localhost:8081/cb',
    'http://127.0.0.1:8080/cb',
    'https://app.example.com%2eevil.com/cb',
  ])('refuses the lookalike %s as not allowed', (raw) => {
    expect(checkMappsRedirect(raw, DEV_POLICY)).toEqual(refused(MAPPS_MESSAGES.disallowedRedirect));
  });

  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript://app.example.com/%0Aalert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://app.example.com/cb',
    '/relative/callback',
    '//app.example.com/cb',
    'app.example.com/cb',
    'https://',
    'not a url',
    // Credentials only serve to disguise the host.
    'https://app.example.com@evil.com/',
    'https://user:secret@app.example.com/cb',
    // Our fragment carries the session; the callback may not bring one of its own.
    'https://app.example.com/cb#section',
    'https://app.example.com/cb#',
  ])('refuses %s as not a valid return address', (raw) => {
    expect(checkMappsRedirect(raw, DEV_POLICY)).toEqual(refused(MAPPS_MESSAGES.invalidRedirect));
  });

  it('refuses a missing or empty redirect with its own message', () => {
    for (const raw of [undefined, '', '   ']) {
      expect(checkMappsRedirect(raw, DEV_POLICY)).toEqual(refused(MAPPS_MESSAGES.missingRedirect));
    }
  });

  it('refuses an address longer than 2048 characters', () => {
    const raw = `https://app.example.com/cb?x=${'a'.repeat(2048)}`;
    expect(checkMappsRedirect(raw, DEV_POLICY)).toEqual(refused(MAPPS_MESSAGES.invalidRedirect));
  });

  it('in production takes https callbacks only, even for a listed http origin', () => {
    expect(checkMappsRedirect('http://localhost:8080/cb', PRODUCTION_POLICY)).toEqual(
      refused(MAPPS_MESSAGES.insecureRedirect),
    );
    expect(checkMappsRedirect('https://app.example.com/cb', PRODUCTION_POLICY).ok).toBe(true);
  });

  it('allows nothing with an empty list', () => {
    const policy = { allowedOrigins: [], requireHttps: true };
    expect(checkMappsRedirect('https://app.example.com/cb', policy)).toEqual(
      refused(MAPPS_MESSAGES.disallowedRedirect),
    );
  });
});

describe('MAPPS_ALLOWED_ORIGINS', () => {
  const load = (env: Record<string, string>) =>
    loadConfig({ LOG_LEVEL: 'silent', ENCRYPTION_KEY: TEST_ENCRYPTION_KEY, ...env });

  it('defaults to the local app on port 8080 outside production, and to nothing in production', () => {
    expect(load({}).MAPPS_ALLOWED_ORIGINS).toEqual(DEV_MAPPS_ALLOWED_ORIGINS);
    expect(DEV_MAPPS_ALLOWED_ORIGINS).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
    expect(load({ NODE_ENV: 'production' }).MAPPS_ALLOWED_ORIGINS).toEqual([]);
  });

  it('reads comma-separated origins, normalised, without duplicates', () => {
    expect(
      load({
        MAPPS_ALLOWED_ORIGINS:
          ' https://App.Example.com/ , https://b.example.com:8443,https://app.example.com:443',
      }).MAPPS_ALLOWED_ORIGINS,
    ).toEqual(['https://app.example.com', 'https://b.example.com:8443']);
  });

  it.each([
    'https://app.example.com/callback',
    'https://app.example.com?x=1',
    'https://app.example.com#x',
    'https://user@app.example.com',
    'app.example.com',
    'javascript:alert(1)',
    '*',
    ',',
  ])('stops the start on %s with one line naming the variable', (value) => {
    expect(() => load({ MAPPS_ALLOWED_ORIGINS: value })).toThrow(ConfigError);
    expect(() => load({ MAPPS_ALLOWED_ORIGINS: value })).toThrow(
      /^Invalid environment variable MAPPS_ALLOWED_ORIGINS: /,
    );
  });

  it('refuses an http origin in production', () => {
    expect(() => load({ NODE_ENV: 'production', MAPPS_ALLOWED_ORIGINS: 'http://app.example.com' })).toThrow(
      'Invalid environment variable MAPPS_ALLOWED_ORIGINS: every origin must use https in production',
    );
    expect(
      load({ NODE_ENV: 'production', MAPPS_ALLOWED_ORIGINS: 'https://app.example.com' })
        .MAPPS_ALLOWED_ORIGINS,
    ).toEqual(['https://app.example.com']);
  });

  it('parseOriginList answers null for anything but bare origins', () => {
    expect(parseOriginList('https://a.example.com,http://localhost:3000')).toEqual([
      'https://a.example.com',
      'http://localhost:3000',
    ]);
    expect(parseOriginList('https://a.example.com/x')).toBeNull();
  });
});

describe('/mapps/login API', () => {
  const CALLBACK = 'https://app.example.com/seller-tools/callback?board=42';
  let t: TTestApp;
  let user: TSeededUser;
  let ipSeq = 0;
  const nextIp = () => `10.7.0.${++ipSeq}`;

  beforeAll(async () => {
    t = await buildTestApp({ env: { MAPPS_ALLOWED_ORIGINS: 'https://app.example.com' } });
    user = await insertUser(t.db, { email: 'mapps.user@example.com' });
  });
  afterAll(() => t.close());

  const check = (redirect?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/login/mapps/redirect',
      query: redirect === undefined ? {} : { redirect },
    });
  const signIn = (body: Record<string, unknown>, ip = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login/mapps', payload: body, remoteAddress: ip });
  const sessionCount = async () =>
    (await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).length;

  it('GET …/redirect answers the origin of an allowed callback', async () => {
    const res = await check(CALLBACK);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, data: { origin: 'https://app.example.com' } });
  });

  it.each([
    ['https://app.example.com.evil.com/cb', MAPPS_MESSAGES.disallowedRedirect],
    ['https://localhost:8080/cb', MAPPS_MESSAGES.disallowedRedirect],
    ['javascript:alert(1)', MAPPS_MESSAGES.invalidRedirect],
    ['', MAPPS_MESSAGES.missingRedirect],
  ])('GET …/redirect refuses %j with a 400 and a readable message', async (redirect, message) => {
    const res = await check(redirect);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message });
  });

  it('GET …/redirect without the parameter says the link is incomplete', async () => {
    const res = await check();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message: MAPPS_MESSAGES.missingRedirect });
  });

  it('signs in and answers the callback with the session in the fragment, never in the query', async () => {
    const res = await signIn({
      user_name: user.email,
      password: TEST_PASSWORD,
      redirect: CALLBACK,
      state: 'xyz 123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = ZMappsLoginResponse.parse(res.json());
    const target = new URL(body.data.redirect_url);
    expect(`${target.origin}${target.pathname}${target.search}`).toBe(CALLBACK);
    expect(target.search).not.toContain('token');
    const fragment = new URLSearchParams(target.hash.slice(1));
    const token = fragment.get('access_token') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(fragment.get('token_type')).toBe('Bearer');
    expect(fragment.get('expires_at')).toBe(new Date(TEST_NOW.getTime() + 24 * 60 * 60_000).toISOString());
    expect(fragment.get('state')).toBe('xyz 123');

    // The token is a real session of this user.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.email).toBe(user.email);
  });

  it('leaves out the state when the app sent none', async () => {
    const res = await signIn({ user_name: user.email, password: TEST_PASSWORD, redirect: CALLBACK });
    const fragment = new URLSearchParams(new URL(res.json().data.redirect_url).hash.slice(1));
    expect([...fragment.keys()]).toEqual(['access_token', 'token_type', 'expires_at']);
  });

  it.each([
    ['a lookalike origin', 'https://app.example.com.evil.com/cb', MAPPS_MESSAGES.disallowedRedirect],
    ['a javascript: URL', 'javascript:alert(1)//https://app.example.com', MAPPS_MESSAGES.invalidRedirect],
    ['no redirect', '', MAPPS_MESSAGES.missingRedirect],
  ])('refuses %s before checking the password: no session is made', async (_, redirect, message) => {
    const before = await sessionCount();
    const res = await signIn({ user_name: user.email, password: TEST_PASSWORD, redirect });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message });
    expect(await sessionCount()).toBe(before);
  });

  it('refuses a state longer than 512 characters', async () => {
    const res = await signIn({
      user_name: user.email,
      password: TEST_PASSWORD,
      redirect: CALLBACK,
      state: 's'.repeat(513),
    });
    expectEnvelopeError(res, 400, `state: ${MAPPS_MESSAGES.stateTooLong}`);
  });

  it('answers a wrong password like /api/auth/login, and counts it in the same throttle', async () => {
    const res = await signIn({ user_name: user.email, password: 'Wrong!pass1', redirect: CALLBACK });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, message: AUTH_MESSAGES.signInFailed });
    const [row] = await t.db
      .select()
      .from(loginThrottles)
      .where(eq(loginThrottles.key, `account:${user.id}`));
    expect(row?.failures).toBe(1);
  });

  it('asks for user name and password with the sign-in messages', async () => {
    const res = await signIn({ redirect: CALLBACK, user_name: ' ', password: '' });
    expectEnvelopeError(
      res,
      400,
      'user_name: Please enter your email.; password: Please enter your password.',
    );
  });
});
