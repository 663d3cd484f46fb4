import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TLogger } from './logger.ts';

// One connection per process that LISTENs to one PostgreSQL notification channel: the auth cache's
// (lib/auth-listener.ts) and the support chat's change events, so that every process of a fleet hears a
// change whichever process made it. It is its own client, not one of the pool's: a LISTEN belongs to a
// session, and a pooled connection would hand it to whichever query came next. Lost, it says so at once
// (onDisconnected) and reconnects until closed; a silent network loss is caught by a heartbeat that must
// come back within a few seconds.

/** Notices this module sends itself, to learn when every earlier notice has arrived (`barrier`). */
const MARKER_PREFIX = 'sync:';

export const PG_LISTENER_TIMING = {
  /** First wait before reconnecting (a restarting server is not back at once); doubles up to `maxRetryMs`. */
  retryMs: 250,
  maxRetryMs: 5_000,
  /** A connection attempt that has not succeeded by then fails (and is retried). */
  connectTimeoutMs: 10_000,
  heartbeatMs: 15_000,
  heartbeatTimeoutMs: 5_000,
};

export type TPgListenerEvents = {
  /** A change notice (never one of the markers). */
  onNotice(notice: string): void;
  /** LISTEN is active: notices flow from now on. */
  onConnected(): void;
  /** The connection is gone: notices may be missed until onConnected. */
  onDisconnected(): void;
};

export type TPgListenerOptions = { logger?: TLogger; timing?: Partial<typeof PG_LISTENER_TIMING> };

/** Listens on `channel`; `label` names it in the log lines ("auth cache", "support chat"). */
export function startPgListener(
  connectionString: string,
  { channel, label }: { channel: string; label: string },
  events: TPgListenerEvents,
  options: TPgListenerOptions = {},
) {
  const timing = { ...PG_LISTENER_TIMING, ...options.timing };
  const markerTag = `${MARKER_PREFIX}${randomUUID()}:`;
  const markers = new Map<string, { resolve(): void; reject(err: Error): void }>();
  let markerCount = 0;
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  function onNotification(message: pg.Notification): void {
    if (message.channel !== channel) return;
    const notice = message.payload ?? '*';
    if (notice.startsWith(MARKER_PREFIX)) {
      // Another process's marker is nobody's business here.
      const marker = markers.get(notice);
      markers.delete(notice);
      marker?.resolve();
      return;
    }
    events.onNotice(notice);
  }

  async function connect(): Promise<void> {
    const candidate = new pg.Client({
      connectionString,
      keepAlive: true,
      connectionTimeoutMillis: timing.connectTimeoutMs,
    });
    candidate.on('notification', onNotification);
    candidate.on('error', () => lose(candidate));
    candidate.on('end', () => lose(candidate));
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch (err) {
      candidate.removeAllListeners('end');
      candidate.end().catch(() => {});
      failures++;
      options.logger?.warn({ err }, `${label}: cannot listen for changes, retrying`);
      scheduleConnect();
      return;
    }
    if (closed) {
      await candidate.end().catch(() => {});
      return;
    }
    failures = 0;
    client = candidate;
    heartbeat = setInterval(beat, timing.heartbeatMs);
    heartbeat.unref();
    events.onConnected();
  }

  function lose(lost: pg.Client): void {
    if (client !== lost) return;
    client = null;
    clearInterval(heartbeat);
    events.onDisconnected();
    const err = new Error(`${label}: listener connection lost`);
    for (const marker of markers.values()) marker.reject(err);
    markers.clear();
    lost.end().catch(() => {});
    if (!closed) {
      options.logger?.warn(`${label}: lost its listening connection, reconnecting`);
      scheduleConnect();
    }
  }

  function scheduleConnect(): void {
    if (closed) return;
    const wait = Math.min(timing.maxRetryMs, timing.retryMs * 2 ** Math.max(0, failures - 1));
    retry = setTimeout(() => void connect(), wait);
    retry.unref();
  }

  function beat(): void {
    const current = client;
    if (!current) return;
    const timeout = setTimeout(() => lose(current), timing.heartbeatTimeoutMs);
    barrier()
      .catch(() => lose(current))
      .finally(() => clearTimeout(timeout));
  }

  /**
   * Resolves once every notice committed before the call has been handed on: it sends a marker of its own
   * through the same channel, and PostgreSQL delivers notices in commit order. Rejects when not listening.
   */
  function barrier(): Promise<void> {
    const current = client;
    if (!current) return Promise.reject(new Error(`${label}: listener not connected`));
    const marker = `${markerTag}${++markerCount}`;
    return new Promise<void>((resolve, reject) => {
      markers.set(marker, { resolve, reject });
      current.query('select pg_notify($1, $2)', [channel, marker]).catch((err: Error) => {
        markers.delete(marker);
        reject(err);
      });
    });
  }

  const firstAttempt = connect();

  return {
    /** Settles after the first connection attempt, whatever its outcome (start-up waits for it). */
    started: firstAttempt,
    barrier,
    get connected(): boolean {
      return client !== null;
    },
    /** Ends the connection for good (the app's close); notices stop, no reconnection. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      await firstAttempt;
      const current = client;
      if (current) {
        lose(current);
        await current.end().catch(() => {});
      }
    },
    /** The listening backend's process id (tests end it from the database side as a lost connection). */
    get backendPid(): number | null {
      return (client as (pg.Client & { processID?: number }) | null)?.processID ?? null;
    },
  };
}

export type TPgListener = ReturnType<typeof startPgListener>;
