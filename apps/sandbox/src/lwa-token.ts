import type { TAuthStore, TRefreshGrant } from './auth-store.ts';
import { singleField } from './form-body.ts';
import { isRegisteredClient, type TAppRegistration } from './registration.ts';

export type TLwaTokenBody = {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
  expires_in: number;
};
export type TLwaErrorCode = 'invalid_request' | 'invalid_client' | 'invalid_grant' | 'unsupported_grant_type';
export type TLwaErrorBody = { error: TLwaErrorCode; error_description: string };
export type TLwaAnswer = { status: number; body: TLwaTokenBody | TLwaErrorBody };

type TTokenDeps = { registration: TAppRegistration; authStore: TAuthStore };

const GRANT_TYPES = ['authorization_code', 'refresh_token'] as const;

// The descriptions are the ones Login with Amazon sends, so client code and logs read the same here.
export function lwaError(error: TLwaErrorCode, description: string): TLwaAnswer {
  return { status: error === 'invalid_client' ? 401 : 400, body: { error, error_description: description } };
}

const missing = (name: string) =>
  lwaError('invalid_request', `The request is missing a required parameter : ${name}`);
const invalidGrant = (name: string) =>
  lwaError('invalid_grant', `The request has an invalid grant parameter : ${name}`);

function required(
  body: unknown,
  names: readonly string[],
): { ok: true; values: Record<string, string> } | { ok: false; answer: TLwaAnswer } {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = singleField(body, name);
    if (value === undefined) return { ok: false, answer: missing(name) };
    values[name] = value;
  }
  return { ok: true, values };
}

// POST /auth/o2/token: the authorization-code and refresh-token grants of LWA.
export function answerTokenRequest(deps: TTokenDeps, body: unknown): TLwaAnswer {
  const grantType = singleField(body, 'grant_type');
  if (grantType === undefined) return missing('grant_type');
  if (!(GRANT_TYPES as readonly string[]).includes(grantType)) {
    return lwaError('unsupported_grant_type', `The authorization grant type is not supported : ${grantType}`);
  }
  const grantParams = grantType === 'authorization_code' ? ['code', 'redirect_uri'] : ['refresh_token'];
  const checked = required(body, ['client_id', 'client_secret', ...grantParams]);
  if (!checked.ok) return checked.answer;
  const params = checked.values;
  const clientId = params.client_id ?? '';
  if (!isRegisteredClient(deps.registration, clientId, params.client_secret ?? '')) {
    return lwaError('invalid_client', 'Client authentication failed');
  }

  if (grantType === 'authorization_code') {
    // Redeeming spends the code even when the redirect URI is wrong: a code is never tried twice.
    const grant = deps.authStore.redeemCode(params.code ?? '');
    if (!grant || grant.applicationId !== deps.registration.appId) return invalidGrant('code');
    if (grant.redirectUri !== params.redirect_uri) return invalidGrant('redirect_uri');
    const seller = { sellingPartnerId: grant.sellingPartnerId, clientId, api: grant.api };
    const refreshToken = deps.authStore.issueRefreshToken(seller);
    return { status: 200, body: tokenBody(deps.authStore, seller, refreshToken) };
  }

  const refreshToken = params.refresh_token ?? '';
  const grant = deps.authStore.findRefreshToken(refreshToken);
  if (!grant || grant.clientId !== clientId) return invalidGrant('refresh_token');
  // LWA keeps the refresh token: it answers with the one it was given.
  return { status: 200, body: tokenBody(deps.authStore, grant, refreshToken) };
}

function tokenBody(store: TAuthStore, grant: TRefreshGrant, refreshToken: string): TLwaTokenBody {
  const { accessToken, expiresIn } = store.issueAccessToken(grant);
  return {
    access_token: accessToken,
    refresh_token: refreshToken,
    token_type: 'bearer',
    expires_in: expiresIn,
  };
}
