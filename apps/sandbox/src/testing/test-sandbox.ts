import { pino } from 'pino';
import { buildSandboxApp } from '../app.ts';
import { fixedClock } from '../clock.ts';
import { loadSandboxConfig } from '../config.ts';

export const APP_ID = 'amzn1.sp.solution.seller-tools-dev';
export const CLIENT_ID = 'amzn1.application-oa2-client.seller-tools-dev';
export const CLIENT_SECRET = 'seller-tools-dev-secret';
export const REDIRECT_URI = 'http://localhost:3000/auth/user/amazon';

export type TTestSandbox = Awaited<ReturnType<typeof buildTestSandbox>>;

// A sandbox on a pinned clock with the default registration (the server's defaults).
export async function buildTestSandbox(env: Record<string, string> = {}, start = '2025-06-01T12:00:00Z') {
  const clock = fixedClock(new Date(start));
  const app = await buildSandboxApp({
    logger: pino({ level: 'silent' }),
    clock,
    config: loadSandboxConfig(env),
  });
  return { app, clock };
}

export function form(fields: Record<string, string>): {
  headers: Record<string, string>;
  payload: string;
} {
  return {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function consentQuery(fields: Record<string, string | undefined> = {}): string {
  const defaults = { application_id: APP_ID, state: 'state-123', redirect_uri: REDIRECT_URI };
  const merged = Object.entries({ ...defaults, ...fields }).filter(
    (entry): entry is [string, string] => entry[1] !== undefined,
  );
  return new URLSearchParams(merged).toString();
}

/** Submits the consent form as the browser would and returns the redirect's address. */
export async function submitConsent(
  app: TTestSandbox['app'],
  fields: Record<string, string>,
): Promise<{ statusCode: number; location: URL | null; body: string }> {
  const res = await app.inject({
    method: 'POST',
    url: '/apps/authorize/consent',
    ...form({ application_id: APP_ID, state: 'state-123', redirect_uri: REDIRECT_URI, ...fields }),
  });
  const location = typeof res.headers.location === 'string' ? new URL(res.headers.location) : null;
  return { statusCode: res.statusCode, location, body: res.body };
}

/** Confirms consent for a seller and returns the spapi_oauth_code Amazon would hand back. */
export async function obtainCode(app: TTestSandbox['app'], sellingPartnerId: string): Promise<string> {
  const { location } = await submitConsent(app, { action: 'confirm', selling_partner_id: sellingPartnerId });
  const code = location?.searchParams.get('spapi_oauth_code');
  if (!code) throw new Error('consent did not return a code');
  return code;
}

/** Allows Amazon Ads' own consent (Login with Amazon, /ap/oa) for a seller; returns the `code` it hands back. */
export async function obtainAdsCode(app: TTestSandbox['app'], sellingPartnerId: string): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/ap/oa',
    ...form({
      client_id: CLIENT_ID,
      response_type: 'code',
      scope: 'advertising::campaign_management',
      state: 'ads-state',
      redirect_uri: REDIRECT_URI,
      action: 'confirm',
      selling_partner_id: sellingPartnerId,
    }),
  });
  const location = typeof res.headers.location === 'string' ? new URL(res.headers.location) : null;
  const code = location?.searchParams.get('code');
  if (!code) throw new Error(`ads consent did not return a code (HTTP ${res.statusCode})`);
  return code;
}

export function exchange(app: TTestSandbox['app'], fields: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/auth/o2/token', ...form(fields) });
}

export function codeExchange(app: TTestSandbox['app'], code: string, overrides: Record<string, string> = {}) {
  return exchange(app, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    ...overrides,
  });
}
