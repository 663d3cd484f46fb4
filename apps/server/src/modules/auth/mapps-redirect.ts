import { MAPPS_FRAGMENT_KEYS, MAPPS_MESSAGES, MAPPS_REDIRECT_MAX_LENGTH } from '@seller-tools/contract';
import { failure, type Outcome, success } from '../../lib/outcome.ts';

// Where /mapps/login may send a session: only to a callback whose origin is on the allow-list, compared
// as whole origins (scheme + host + port) after the WHATWG URL parser has normalised them, the same
// parser the browser uses to follow the URL. No prefix or suffix matching, so app.example.com.evil.com,
// evil.com/?app.example.com and app.example.com@evil.com all fail; javascript:, data: and relative
// addresses are not http(s) URLs at all.

export type TRedirectPolicy = {
  /** Exact origins, as config.ts normalises them. */
  allowedOrigins: readonly string[];
  /** Production: https callbacks only, whatever the list says. */
  requireHttps: boolean;
};

export function checkMappsRedirect(raw: string | undefined, policy: TRedirectPolicy): Outcome<URL> {
  const value = raw?.trim() ?? '';
  if (value === '') return failure('invalid', MAPPS_MESSAGES.missingRedirect);
  if (value.length > MAPPS_REDIRECT_MAX_LENGTH) return failure('invalid', MAPPS_MESSAGES.invalidRedirect);
  const url = URL.parse(value);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) {
    return failure('invalid', MAPPS_MESSAGES.invalidRedirect);
  }
  // Credentials in a callback only serve to disguise its host; a fragment would be overwritten by ours.
  if (url.username || url.password || value.includes('#')) {
    return failure('invalid', MAPPS_MESSAGES.invalidRedirect);
  }
  if (policy.requireHttps && url.protocol !== 'https:') {
    return failure('invalid', MAPPS_MESSAGES.insecureRedirect);
  }
  if (!policy.allowedOrigins.includes(url.origin)) {
    return failure('invalid', MAPPS_MESSAGES.disallowedRedirect);
  }
  return success(url);
}

/**
 * The callback carrying the session in its fragment, which browsers never send to a server (nor put in a
 * Referer), so the token stays out of access logs. Built from the parsed URL, not the raw text.
 */
export function callbackWithSession(
  callback: URL,
  session: { accessToken: string; expiredDate: string },
  state: string | undefined,
): string {
  const fragment = new URLSearchParams({
    [MAPPS_FRAGMENT_KEYS.accessToken]: session.accessToken,
    [MAPPS_FRAGMENT_KEYS.tokenType]: 'Bearer',
    [MAPPS_FRAGMENT_KEYS.expiresAt]: session.expiredDate,
  });
  if (state) fragment.set(MAPPS_FRAGMENT_KEYS.state, state);
  const target = new URL(callback.href);
  target.hash = fragment.toString();
  return target.href;
}
