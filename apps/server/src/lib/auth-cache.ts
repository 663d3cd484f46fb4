import type { TAuth } from './auth.ts';
import { lastSeenIsCurrent, sessionLiveAt, type TSessionTimes } from './session-policy.ts';

// The callers this process resolved, by session token hash, so that a busy session costs the auth
// statement once a minute instead of once a request. It is only as good as its invalidation: the
// database's triggers (migration 0017) NOTIFY every change that can alter what the statement answers, a
// listening connection of this process (lib/auth-listener.ts) hands each notice to `invalidate`, and
// while that connection is down the cache answers nothing (`suspend`) and starts empty again (`resume`).
//
// A request that read the database before a change committed must not keep its answer if the change's
// notice arrived while it was reading: every notice moves `generation` and records it against the user or
// company it names, the reader notes the generation before the statement, and `store` refuses an answer
// whose user or company had a notice since (or any notice for everyone: `floor`). A notice about somebody
// else does not cost this reader its answer. (A notice arriving after the store evicts it like any other.)

/** Callers one process keeps; the least recently used goes first. */
export const AUTH_CACHE_SIZE = 20_000;
/** Users and companies whose last notice is remembered; beyond, all are forgotten at once (see `touch`). */
const TOUCHED_SIZE = 10_000;

type TEntry = { auth: TAuth; session: TSessionTimes };

/** What the triggers send: one user, one company, or anything else (`*`): everyone. */
const USER_NOTICE = 'u:';
const COMPANY_NOTICE = 'c:';

export function createAuthCache(options: { maxEntries?: number } = {}) {
  const maxEntries = options.maxEntries ?? AUTH_CACHE_SIZE;
  // Map order is insertion order: a hit moves to the end, so the first key is the least recently used.
  const entries = new Map<string, TEntry>();
  const byUser = new Map<string, Set<string>>();
  const byCompany = new Map<string, Set<string>>();
  let generation = 0;
  // Reads that began before this keep nothing: set by notices for everyone, by the listener's comings and
  // goings, and when the record of touched users and companies is forgotten.
  let floor = 0;
  // 'u:<id>' / 'c:<id>' → the generation of its last notice.
  const touched = new Map<string, number>();
  let serving = false;

  function touchAll(): void {
    generation++;
    floor = generation;
    touched.clear();
  }

  function touch(key: string): void {
    generation++;
    if (touched.size >= TOUCHED_SIZE) {
      // Forgetting who was touched is safe only if every read in flight is treated as touched.
      floor = generation;
      touched.clear();
    }
    touched.set(key, generation);
  }

  const touchedSince = (key: string, readGeneration: number) => (touched.get(key) ?? 0) > readGeneration;

  function remove(tokenHash: string): void {
    const entry = entries.get(tokenHash);
    if (!entry) return;
    entries.delete(tokenHash);
    unindex(byUser, entry.auth.userId, tokenHash);
    unindex(byCompany, entry.auth.companyId, tokenHash);
  }

  function removeAll(tokenHashes: Set<string> | undefined): void {
    if (!tokenHashes) return;
    for (const tokenHash of [...tokenHashes]) remove(tokenHash);
  }

  function flush(): void {
    entries.clear();
    byUser.clear();
    byCompany.clear();
  }

  return {
    /** Note it before reading the database, and hand it to `store` with what was read. */
    get generation(): number {
      return generation;
    },

    /**
     * The cached caller of a session, or null when the statement must run: nothing cached, notices not
     * flowing, or the session's times call for the statement at `now` (ms): no longer live by the
     * session policy, or its last_seen_at bump is due (so a busy session still writes it once a minute).
     */
    lookup(tokenHash: string, now: number): TAuth | null {
      if (!serving) return null;
      const entry = entries.get(tokenHash);
      if (!entry) return null;
      if (!sessionLiveAt(entry.session, now) || !lastSeenIsCurrent(entry.session.lastSeenAt, now)) {
        remove(tokenHash);
        return null;
      }
      entries.delete(tokenHash);
      entries.set(tokenHash, entry);
      return entry.auth;
    },

    /**
     * Keeps what the statement answered, unless a notice about this user or company (or everyone) arrived
     * since `readGeneration` was noted, so the answer may predate the change, or notices are not flowing.
     * Whether it was kept.
     */
    store(tokenHash: string, auth: TAuth, session: TSessionTimes, readGeneration: number): boolean {
      if (!serving || floor > readGeneration) return false;
      if (touchedSince(USER_NOTICE + auth.userId, readGeneration)) return false;
      if (touchedSince(COMPANY_NOTICE + auth.companyId, readGeneration)) return false;
      remove(tokenHash);
      entries.set(tokenHash, { auth, session });
      index(byUser, auth.userId, tokenHash);
      index(byCompany, auth.companyId, tokenHash);
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) remove(oldest);
      }
      return true;
    },

    /** A change notice from the database: `u:<user id>`, `c:<company id>`, or `*` for everyone. */
    invalidate(notice: string): void {
      if (notice.startsWith(USER_NOTICE)) {
        touch(notice);
        removeAll(byUser.get(notice.slice(USER_NOTICE.length)));
      } else if (notice.startsWith(COMPANY_NOTICE)) {
        touch(notice);
        removeAll(byCompany.get(notice.slice(COMPANY_NOTICE.length)));
      } else {
        touchAll();
        flush();
      }
    },

    /** Notices flow (the listener is connected): start empty, since any number of them were missed. */
    resume(): void {
      touchAll();
      flush();
      serving = true;
    },

    /** Notices stopped (the listener is down): answer nothing until `resume`. */
    suspend(): void {
      touchAll();
      flush();
      serving = false;
    },

    get serving(): boolean {
      return serving;
    },

    get size(): number {
      return entries.size;
    },
  };
}

export type TAuthCache = ReturnType<typeof createAuthCache>;

function index(map: Map<string, Set<string>>, key: string, tokenHash: string): void {
  const set = map.get(key);
  if (set) set.add(tokenHash);
  else map.set(key, new Set([tokenHash]));
}

function unindex(map: Map<string, Set<string>>, key: string, tokenHash: string): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(tokenHash);
  if (set.size === 0) map.delete(key);
}
