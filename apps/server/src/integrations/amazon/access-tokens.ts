import type { TClock } from '../../lib/clock.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import type { TLwaClient } from './lwa.ts';

// LWA access tokens per store, cached until 60 s before they expire. The refresh token is stored
// sealed; it is opened here, in memory, only for the moment of the refresh call and never kept.

export const ACCESS_TOKEN_MARGIN_MS = 60_000;

export type TStoreCredentials = { id: string; refreshTokenEnc: string };

export type TAccessTokens = {
  get(store: TStoreCredentials): Promise<string>;
  /** Forgets the cached token (Amazon refused it): the next get refreshes. */
  invalidate(storeId: string, token: string): void;
};

export function createAccessTokens(deps: {
  lwa: TLwaClient;
  secretBox: TSecretBox;
  clock: TClock;
}): TAccessTokens {
  const cache = new Map<string, { token: string; expiresAt: number }>();
  // One refresh in flight per store: a burst of calls after expiry shares it.
  const inFlight = new Map<string, Promise<string>>();

  async function refresh(store: TStoreCredentials): Promise<string> {
    const tokens = await deps.lwa.refresh(deps.secretBox.open(store.refreshTokenEnc));
    cache.set(store.id, {
      token: tokens.accessToken,
      expiresAt: deps.clock.now().getTime() + tokens.expiresIn * 1000 - ACCESS_TOKEN_MARGIN_MS,
    });
    return tokens.accessToken;
  }

  return {
    async get(store) {
      const cached = cache.get(store.id);
      if (cached && cached.expiresAt > deps.clock.now().getTime()) return cached.token;
      let pending = inFlight.get(store.id);
      if (!pending) {
        pending = refresh(store).finally(() => inFlight.delete(store.id));
        inFlight.set(store.id, pending);
      }
      return pending;
    },
    invalidate(storeId, token) {
      if (cache.get(storeId)?.token === token) cache.delete(storeId);
    },
  };
}
