import {
  AFFILIATE_HOME_ROUTE,
  POST_LOGIN_ROUTE,
  PUBLIC_ROUTES,
  ROLE_DENIED_ROUTE,
  ROLES,
  SYSTEM_ROUTES,
} from '@seller-tools/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import { REDIRECT_PATH_KEY } from './redirect-path';
import { redirectSignedIn, requireAuth } from './route-guards';
import { storeSession } from './test-fixtures';

function argsFor(path: string): LoaderFunctionArgs {
  // The guard reads only the request; the rest of the router's arguments do not matter here.
  return { request: new Request(`http://localhost${path}`), params: {} } as unknown as LoaderFunctionArgs;
}

function redirectOf(run: () => unknown): string | null {
  try {
    run();
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('requireAuth', () => {
  it('redirects a visitor to /login and remembers the wanted path', () => {
    expect(redirectOf(() => requireAuth(argsFor('/reports?range=30#top')))).toBe(PUBLIC_ROUTES.login);
    expect(sessionStorage.getItem(REDIRECT_PATH_KEY)).toBe('/reports?range=30#top');
  });

  it('returns the session of a signed-in user', () => {
    storeSession();
    expect(requireAuth(argsFor(POST_LOGIN_ROUTE)).userInfo?.email).toBe('ada@example.com');
  });

  it('sends a user without the route role to /404', () => {
    storeSession({ role: ROLES.affiliateAgent });
    expect(redirectOf(() => requireAuth(argsFor(SYSTEM_ROUTES.emailCampaign)))).toBe(ROLE_DENIED_ROUTE);
    expect(redirectOf(() => requireAuth(argsFor(SYSTEM_ROUTES.affiliates)))).toBeNull();
  });
});

describe('redirectSignedIn', () => {
  it('leaves a visitor where they are', () => {
    expect(redirectSignedIn()).toBeNull();
  });

  it('sends a signed-in user to the dashboard', () => {
    storeSession();
    expect(redirectSignedIn()?.headers.get('Location')).toBe(POST_LOGIN_ROUTE);
  });

  it('sends an affiliate agent to the affiliates page', () => {
    storeSession({ role: ROLES.affiliateAgent });
    expect(redirectSignedIn()?.headers.get('Location')).toBe(AFFILIATE_HOME_ROUTE);
  });
});
