import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import type { TLogger } from '../../lib/logger.ts';
import { startPgListener, type TPgListener } from '../../lib/pg-listener.ts';

// The chat's change events across a fleet: a write anywhere is a PostgreSQL notice naming the conversation,
// and every process's listener hands it to the streams it holds. While this process is not listening, a
// change it makes reaches its own streams directly; when it listens again, every stream is told to
// refetch (notices may have been missed meanwhile).

export const SUPPORT_CHANGED_CHANNEL = 'support_changed';
/** Every stream of this process counts it as a change of its conversation. */
export const SUPPORT_RESYNC = 'resync';
/** The staff inbox's key: any conversation's change. */
export const SUPPORT_INBOX = 'inbox';
/** How long start-up waits for the first LISTEN (streams work without it, within this process). */
const START_WAIT_MS = 3_000;

export function createSupportEvents(db: TDb) {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  let listener: TPgListener | null = null;

  const deliver = (conversationId: string) => {
    local.emit(conversationId);
    local.emit(SUPPORT_INBOX);
  };

  return {
    on: (key: string, listen: () => void) => local.on(key, listen),
    off: (key: string, listen: () => void) => local.off(key, listen),

    /** A conversation changed (a message, a status, an assignment). */
    async publish(conversationId: string): Promise<void> {
      if (listener?.connected) {
        await db.execute(sql`select pg_notify(${SUPPORT_CHANGED_CHANNEL}, ${conversationId})`);
      } else {
        deliver(conversationId);
      }
    },

    async start(databaseUrl: string, logger?: TLogger): Promise<void> {
      listener = startPgListener(
        databaseUrl,
        { channel: SUPPORT_CHANGED_CHANNEL, label: 'support chat' },
        { onNotice: deliver, onConnected: () => local.emit(SUPPORT_RESYNC), onDisconnected: () => {} },
        logger ? { logger } : {},
      );
      await Promise.race([
        listener.started,
        new Promise((resolve) => setTimeout(resolve, START_WAIT_MS).unref()),
      ]);
    },

    /** Resolves once notices committed before the call have been delivered (tests). */
    barrier: () => listener?.barrier() ?? Promise.resolve(),

    async close(): Promise<void> {
      await listener?.close();
      local.removeAllListeners();
    },
  };
}

export type TSupportEvents = ReturnType<typeof createSupportEvents>;
