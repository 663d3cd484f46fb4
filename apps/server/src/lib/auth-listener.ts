import {
  PG_LISTENER_TIMING,
  startPgListener,
  type TPgListenerEvents,
  type TPgListenerOptions,
} from './pg-listener.ts';

// The one connection per process that LISTENs to the auth triggers' notices (migration 0017): each notice
// evicts the cached callers it names; while it is lost the cache stops answering and requests read the
// database (lib/pg-listener.ts reconnects).

export const AUTH_CHANGED_CHANNEL = 'auth_changed';
export const AUTH_LISTENER_TIMING = PG_LISTENER_TIMING;
export type TAuthListenerEvents = TPgListenerEvents;

export function startAuthListener(
  connectionString: string,
  events: TAuthListenerEvents,
  options: TPgListenerOptions = {},
) {
  return startPgListener(
    connectionString,
    { channel: AUTH_CHANGED_CHANNEL, label: 'auth cache' },
    events,
    options,
  );
}

export type TAuthListener = ReturnType<typeof startAuthListener>;
