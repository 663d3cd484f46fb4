import { CHANNEL_STATUS } from '@seller-tools/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { channels } from '../db/schema/index.ts';
import { LwaError } from '../integrations/amazon/lwa.ts';
import type { TClock } from '../lib/clock.ts';

/**
 * Whether the error (or one it wraps) is LWA refusing the store's refresh token: invalid_grant means the
 * seller revoked the app or the authorization expired, and no retry will help until they consent again.
 */
export function isRefreshTokenRefused(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof LwaError && e.code === 'invalid_grant') return true;
  }
  return false;
}

/** Marks a live store as needing the seller's consent again (Settings → Integrations offers Reconnect). */
export async function markReconnectNeeded(
  deps: { db: TDb; clock: TClock },
  channelId: string,
): Promise<void> {
  await deps.db
    .update(channels)
    .set({ status: CHANNEL_STATUS.reconnectNeeded, updatedAt: deps.clock.now() })
    .where(and(eq(channels.id, channelId), isNull(channels.deletedAt)));
}
