import { z } from 'zod';

// Sign-in for the embedded work-management app (/mapps/login, spec §2). The app opens
// /mapps/login?redirect=<its callback URL>&state=<its own value>; after a good sign-in the browser goes to
// the callback with the session in the URL fragment (never the query, which servers and proxies log):
//   <redirect>#access_token=…&token_type=Bearer&expires_at=<ISO 8601 UTC>&state=…
// Only callbacks on an allow-listed origin (server configuration) ever receive a session.

export const MAPPS_REDIRECT_PARAM = 'redirect';
export const MAPPS_STATE_PARAM = 'state';
export const MAPPS_REDIRECT_MAX_LENGTH = 2048;
export const MAPPS_STATE_MAX_LENGTH = 512;

export const MAPPS_MESSAGES = {
  missingRedirect:
    'This sign-in link is incomplete: it does not say which app to return to. Please start the sign-in again from the app.',
  invalidRedirect:
    'This sign-in link is not valid: its return address is not a web address. Please start the sign-in again from the app.',
  insecureRedirect: 'This sign-in link is not secure: the app must use an https address.',
  disallowedRedirect:
    'This app is not allowed to sign in with Seller Tools. Please contact the app’s publisher or our support team.',
  stateTooLong: `The app's state value is longer than ${MAPPS_STATE_MAX_LENGTH} characters.`,
} as const;

// Optional to the schema: the server checks presence, form and allow-list itself and answers each case
// with its own message from MAPPS_MESSAGES (no field prefix), which the page shows as it is.
export const ZMappsRedirect = z.string().optional();

/** The fragment parameters the callback receives. */
export const MAPPS_FRAGMENT_KEYS = {
  accessToken: 'access_token',
  tokenType: 'token_type',
  expiresAt: 'expires_at',
  state: 'state',
} as const;
