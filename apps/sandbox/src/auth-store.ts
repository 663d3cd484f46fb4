import type { TClock } from './clock.ts';
import { randomAlphanumeric, randomToken } from './random.ts';

export const AUTH_CODE_TTL_MS = 5 * 60_000;
export const ACCESS_TOKEN_TTL_S = 3600;
const SWEEP_EVERY_MS = 60_000;

/**
 * Which API a grant opens: Seller Central's website authorization gives SP-API tokens; Login with
 * Amazon's consent with scope advertising::campaign_management gives Ads tokens. Neither API takes the
 * other's (Amazon grants them separately, issue 18).
 */
export type TGrantApi = 'sp-api' | 'ads';

// What a seller granted on the consent page; the token exchange must repeat the same redirect URI.
export type TCodeGrant = {
  sellingPartnerId: string;
  applicationId: string;
  redirectUri: string;
  api: TGrantApi;
};
export type TRefreshGrant = { sellingPartnerId: string; clientId: string; api: TGrantApi };

export type TAuthStore = {
  issueCode(grant: TCodeGrant): string;
  /** Returns the grant of a live code and spends it: a code is good for one exchange attempt only. */
  redeemCode(code: string): TCodeGrant | null;
  issueRefreshToken(grant: TRefreshGrant): string;
  findRefreshToken(token: string): TRefreshGrant | null;
  issueAccessToken(grant: TRefreshGrant): { accessToken: string; expiresIn: number };
  /** The selling partner an `x-amz-access-token` acts for, or null when unknown or expired. */
  findAccessToken(token: string): string | null;
  /** The seller and the application behind a live access token; rate limits are kept per both. */
  findAccessGrant(token: string): TRefreshGrant | null;
};

type TExpiring<T> = T & { expiresAt: number };

// Everything lives in memory: a restarted sandbox forgets its grants, as if every seller revoked access.
export function createAuthStore(clock: TClock): TAuthStore {
  const codes = new Map<string, TExpiring<TCodeGrant>>();
  const refreshTokens = new Map<string, TRefreshGrant>();
  const accessTokens = new Map<string, TExpiring<TRefreshGrant>>();
  let lastSweep = clock.now().getTime();

  // Expired entries are dropped lazily on lookup; this sweep keeps unredeemed ones from piling up.
  function sweep(now: number) {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    for (const map of [codes, accessTokens]) {
      for (const [key, entry] of map) if (entry.expiresAt <= now) map.delete(key);
    }
  }

  return {
    issueCode(grant) {
      const now = clock.now().getTime();
      sweep(now);
      const code = randomAlphanumeric(20);
      codes.set(code, { ...grant, expiresAt: now + AUTH_CODE_TTL_MS });
      return code;
    },
    redeemCode(code) {
      const entry = codes.get(code);
      codes.delete(code);
      if (!entry || entry.expiresAt <= clock.now().getTime()) return null;
      const { expiresAt: _, ...grant } = entry;
      return grant;
    },
    issueRefreshToken(grant) {
      const token = `Atzr|${randomToken(96)}`;
      refreshTokens.set(token, { ...grant });
      return token;
    },
    findRefreshToken(token) {
      return refreshTokens.get(token) ?? null;
    },
    issueAccessToken(grant) {
      const now = clock.now().getTime();
      sweep(now);
      const accessToken = `Atza|${randomToken(96)}`;
      accessTokens.set(accessToken, { ...grant, expiresAt: now + ACCESS_TOKEN_TTL_S * 1000 });
      return { accessToken, expiresIn: ACCESS_TOKEN_TTL_S };
    },
    findAccessToken(token) {
      return this.findAccessGrant(token)?.sellingPartnerId ?? null;
    },
    findAccessGrant(token) {
      const entry = accessTokens.get(token);
      if (!entry) return null;
      if (entry.expiresAt <= clock.now().getTime()) {
        accessTokens.delete(token);
        return null;
      }
      return { sellingPartnerId: entry.sellingPartnerId, clientId: entry.clientId, api: entry.api };
    },
  };
}
