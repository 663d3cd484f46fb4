import { afterAll, describe, expect, it } from 'vitest';
import { demoSellers } from './sellers.ts';
import {
  APP_ID,
  buildTestSandbox,
  consentQuery,
  REDIRECT_URI,
  submitConsent,
  type TTestSandbox,
} from './testing/test-sandbox.ts';

const CONSENT = '/apps/authorize/consent';

describe('consent page', async () => {
  const { app }: TTestSandbox = await buildTestSandbox();
  afterAll(() => app.close());

  const open = (query: string) => app.inject({ method: 'GET', url: `${CONSENT}?${query}` });

  it('shows the application, the seller accounts, and Confirm and Cancel in a form', async () => {
    const res = await open(consentQuery());
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('Marketplace sandbox');
    expect(res.body).toContain('Authorize Seller Tools');
    expect(res.body).toContain(APP_ID);
    expect(res.body).toContain('<form method="post" action="/apps/authorize/consent">');
    expect(res.body).toMatch(/<button[^>]*value="confirm">Confirm<\/button>/);
    expect(res.body).toMatch(/<button[^>]*value="cancel">Cancel<\/button>/);
    expect(res.body).toContain('<input type="hidden" name="state" value="state-123">');
    const radios = res.body.match(
      /<input type="radio" name="selling_partner_id" value="(A[A-Z0-9]{13})"( checked)?>/g,
    );
    expect(radios).toHaveLength(9);
    // The first North American account is preselected, and only it.
    expect(radios?.filter((r) => r.endsWith(' checked>'))).toEqual([
      `<input type="radio" name="selling_partner_id" value="${demoSellers('na')[0]?.sellingPartnerId}" checked>`,
    ]);
  });

  it('accepts version=beta for a draft application', async () => {
    const res = await open(consentQuery({ version: 'beta' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('version=beta');
    expect(res.body).toContain('<input type="hidden" name="version" value="beta">');
  });

  it('escapes the state it echoes', async () => {
    const res = await open(consentQuery({ state: '"><script>alert(1)</script>' }));
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>');
    expect(res.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('returns to the first registered redirect URI when none is given', async () => {
    const res = await open(consentQuery({ redirect_uri: undefined }));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<input type="hidden" name="redirect_uri" value="${REDIRECT_URI}">`);
  });

  it('accepts the product return path on any local port (tests run on random ports)', async () => {
    const res = await open(consentQuery({ redirect_uri: 'http://127.0.0.1:49152/auth/user/amazon' }));
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [
      'an unknown application',
      { application_id: 'amzn1.sp.solution.someone-else' },
      /No application is registered/,
    ],
    ['a missing application', { application_id: undefined }, /does not name an application/],
    ['a missing state', { state: undefined }, /no state parameter/],
    ['an empty state', { state: '' }, /no state parameter/],
  ])('refuses %s with an error page', async (_name, fields, message) => {
    const res = await open(consentQuery(fields));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toMatch(message);
    expect(res.body).not.toContain('<form');
  });

  it.each([
    'http://localhost:3000/auth/user/amazon/',
    'http://LOCALHOST:3000/auth/user/amazon',
    'https://localhost:3000/auth/user/amazon',
    'http://evil.example:3000/auth/user/amazon',
    'http://localhost:3000/auth/user/amazon?x=1',
    'http://localhost:3000/somewhere-else',
    'http://localhost:99999/auth/user/amazon',
  ])('refuses the unregistered redirect URI %s', async (redirectUri) => {
    const res = await open(consentQuery({ redirect_uri: redirectUri }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('does not match any redirect URI registered for this application');
    expect(res.body).toContain('MD5101');
  });

  it('refuses a redirect URI with a fragment', async () => {
    const res = await open(consentQuery({ redirect_uri: `${REDIRECT_URI}#x` }));
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('MD5110');
  });
});

describe('consent decision', async () => {
  const { app }: TTestSandbox = await buildTestSandbox();
  afterAll(() => app.close());
  const seller = demoSellers('eu')[1]?.sellingPartnerId ?? '';

  it('Confirm returns to the redirect URI with state, selling_partner_id and spapi_oauth_code', async () => {
    const res = await submitConsent(app, { action: 'confirm', selling_partner_id: seller });
    expect(res.statusCode).toBe(302);
    expect(`${res.location?.origin}${res.location?.pathname}`).toBe(REDIRECT_URI);
    expect(res.location?.searchParams.get('state')).toBe('state-123');
    expect(res.location?.searchParams.get('selling_partner_id')).toBe(seller);
    expect(res.location?.searchParams.get('spapi_oauth_code')).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('Confirm keeps a state that needs escaping intact', async () => {
    const state = 'a&b=c d/é';
    const res = await submitConsent(app, { action: 'confirm', selling_partner_id: seller, state });
    expect(res.location?.searchParams.get('state')).toBe(state);
  });

  it('Cancel returns to the redirect URI with state and error=access_denied, and no code', async () => {
    const res = await submitConsent(app, { action: 'cancel', selling_partner_id: seller });
    expect(res.statusCode).toBe(302);
    expect(`${res.location?.origin}${res.location?.pathname}`).toBe(REDIRECT_URI);
    expect(res.location?.searchParams.get('state')).toBe('state-123');
    expect(res.location?.searchParams.get('error')).toBe('access_denied');
    expect(res.location?.searchParams.has('spapi_oauth_code')).toBe(false);
  });

  it('never redirects to an unregistered URI, even from a forged form', async () => {
    const res = await submitConsent(app, {
      action: 'confirm',
      selling_partner_id: seller,
      redirect_uri: 'http://evil.example/auth/user/amazon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.location).toBeNull();
    expect(res.body).toContain('MD5101');
  });

  it('refuses an unknown seller account or action', async () => {
    const unknownSeller = await submitConsent(app, {
      action: 'confirm',
      selling_partner_id: 'A000000000000X',
    });
    expect(unknownSeller.statusCode).toBe(400);
    expect(unknownSeller.body).toContain('Unknown selling account');
    const noAction = await submitConsent(app, { selling_partner_id: seller });
    expect(noAction.statusCode).toBe(400);
    expect(noAction.location).toBeNull();
  });

  it('refuses a form without state', async () => {
    const res = await submitConsent(app, { action: 'confirm', selling_partner_id: seller, state: '' });
    expect(res.statusCode).toBe(400);
    expect(res.location).toBeNull();
  });
});

describe('strict redirect URIs', async () => {
  const { app }: TTestSandbox = await buildTestSandbox({ SANDBOX_ALLOW_ANY_LOCAL_PORT: 'false' });
  afterAll(() => app.close());

  it('accepts only the registered list when any-local-port is off', async () => {
    const registered = await app.inject({ method: 'GET', url: `${CONSENT}?${consentQuery()}` });
    expect(registered.statusCode).toBe(200);
    const otherPort = await app.inject({
      method: 'GET',
      url: `${CONSENT}?${consentQuery({ redirect_uri: 'http://localhost:3001/auth/user/amazon' })}`,
    });
    expect(otherPort.statusCode).toBe(400);
  });
});
