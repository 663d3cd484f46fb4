import { z } from 'zod';
import { ZLoginRequest } from './auth.ts';

// Sign-in for the embedded work-management app (/mapps/login, spec §2). The app opens
// /mapps/login?redirect=<its callback URL>&state=<its own value>; after a good sign-in the browser goes to
// the callback with the session in the URL fragment (never the query, which servers and proxies log):
//   <redirect>#access_token=…&token_type=Bearer&expires_at=<ISO 8601 UTC>&state=…
// Only callbacks on an allow-listed origin (server configuration) ever receive a session.

export const MAPPS_REDIRECT_PARAM = 'redirect';
export const MAPPS_STATE_PARAM = 'state';
export const MAPPS_REDIRECT_MAX_LENGTH = 2048;
export const MAPPS_STATE_MAX_LENGTH = 512;

/** GET: is this callback allowed? The page asks before it shows the form. */
export const MAPPS_REDIRECT_CHECK_PATH = '/api/auth/login/mapps/redirect';
/** POST: sign in and get the callback URL carrying the session. */
export const MAPPS_LOGIN_PATH = '/api/auth/login/mapps';

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
const ZRedirect = z.string().optional();

export const ZMappsRedirectQuery = z.object({ redirect: ZRedirect });
export const ZMappsRedirectResponse = z.object({
  error: z.literal(false),
  /** The app's origin, for the page to name where the visitor is signing in to. */
  data: z.object({ origin: z.string() }),
});

export const ZMappsLoginRequest = ZLoginRequest.omit({ remember_me: true }).extend({
  redirect: ZRedirect,
  state: z.string().max(MAPPS_STATE_MAX_LENGTH, MAPPS_MESSAGES.stateTooLong).optional(),
});
export type TMappsLoginRequest = z.input<typeof ZMappsLoginRequest>;

export const ZMappsLoginResponse = z.object({
  error: z.literal(false),
  /** Where the browser goes next: the allowed callback with the session in its fragment. */
  data: z.object({ redirect_url: z.string() }),
});
export type TMappsLoginResponse = z.infer<typeof ZMappsLoginResponse>;

/** The fragment parameters the callback receives. */
export const MAPPS_FRAGMENT_KEYS = {
  accessToken: 'access_token',
  tokenType: 'token_type',
  expiresAt: 'expires_at',
  state: 'state',
} as const;
