import { effectiveRoles, FAVORITE_CHANNEL_CONFIG_NAME } from '@seller-tools/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import {
  companies,
  companyPlans,
  plans,
  referenceVersions,
  sessions,
  userConfigs,
  userMfa,
  users,
} from '../db/schema/index.ts';
import {
  hasRole,
  ROLE_REQUIRED_MESSAGE,
  requireEnrolledStaff,
  SIGN_IN_REQUIRED_MESSAGE,
  type TAuth,
} from '../lib/auth.ts';
import { createAuthCache } from '../lib/auth-cache.ts';
import { startAuthListener, type TAuthListener } from '../lib/auth-listener.ts';
import { createCallerStores } from '../lib/caller-stores.ts';
import type { TClock } from '../lib/clock.ts';
import type { TLogger } from '../lib/logger.ts';
import { AppError } from '../lib/outcome.ts';
import { trackPoolWrites } from '../lib/pool-writes.ts';
import {
  lastSeenAfterRequest,
  lastSeenResolutionInterval,
  sessionIsLive,
  sessionLastSeen,
  type TSessionTimes,
} from '../lib/session-policy.ts';
import { sha256 } from '../lib/tokens.ts';

// The caller's type and readers live in lib/auth.ts (lib and services must not import plugins); routes
// keep importing them from here beside the guards.
export {
  actorOf,
  authOf,
  callOf,
  hasRole,
  ROLE_REQUIRED_MESSAGE,
  requireEnrolledStaff,
  SIGN_IN_REQUIRED_MESSAGE,
  type TActor,
  type TAuth,
} from '../lib/auth.ts';

/** What the app shows of its auth cache (tests, diagnostics); null when AUTH_CACHE is off. */
export type TAuthCacheStatus = {
  /** Requests answered from memory, and those that ran the auth statement. */
  counts: { hits: number; statements: number };
  size: number;
  /** Whether the listener is connected, so that the cache answers. */
  serving: boolean;
  /** Resolves once every change notice committed before the call has reached this process. */
  barrier(): Promise<void>;
  /** The listening connection's backend process id, while connected. */
  listenerPid: number | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    authCache: TAuthCacheStatus | null;
  }
}

/** Resolves the Bearer token of every request to its session, once, before any handler runs. */
export function registerAuthentication(
  app: FastifyInstance,
  deps: { db: TDb; clock: TClock; databaseUrl: string; cache: boolean; logger?: TLogger },
): void {
  const findSession = sessionFinder(deps.db);
  const resolve = deps.cache
    ? cachedCallers(app, findSession, deps)
    : async (token: string, now: Date) => (await findSession(sha256(token), now))?.auth ?? null;
  if (!deps.cache) app.decorate('authCache', null);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = request.bearerToken ? await resolve(request.bearerToken, deps.clock.now()) : null;
  });
}

// The request path, at most one statement per request: a caller this process resolved in the last minute
// answers from memory (lib/auth-cache.ts); otherwise the statement below runs and its answer is kept.
// Kept callers stay right across processes: the tables the statement reads NOTIFY every change (migration
// 0017) to a connection each process listens on (lib/auth-listener.ts), which evicts the callers it
// touches; while that connection is down nothing is answered from memory, and reconnected it starts empty.
// A cached caller is used only while its session is live by the session policy at the request's time and
// its last_seen_at bump is not due, so a busy session still runs the statement (and writes) once a minute,
// and the idle timeout and expiry hold exactly. Sign-out, revocation, a password or role change, a store
// connected or removed take effect at the next request of every process once the notice has arrived; in
// the process that wrote it, at the very next request (lib/pool-writes.ts: a hit after a write of its own
// first waits for the listener to catch up).
function cachedCallers(
  app: FastifyInstance,
  findSession: TSessionFinder,
  deps: { db: TDb; databaseUrl: string; logger?: TLogger },
) {
  const cache = createAuthCache();
  const writes = trackPoolWrites(deps.db.$client, { ignoreNames: [FIND_SESSION] });
  let listener: TAuthListener | null = null;
  // Own writes whose notices the listener is known to have handed on.
  let writesSeen = 0;
  let catchingUp: { upTo: number; done: Promise<void> } | null = null;
  const counts = { hits: 0, statements: 0 };
  app.decorate('authCache', {
    counts,
    get size() {
      return cache.size;
    },
    get serving() {
      return cache.serving;
    },
    barrier: () => listener?.barrier() ?? Promise.reject(new Error('auth listener not started')),
    get listenerPid() {
      return listener?.backendPid ?? null;
    },
  } satisfies TAuthCacheStatus);

  app.addHook('onReady', async () => {
    listener = startAuthListener(
      deps.databaseUrl,
      { onNotice: cache.invalidate, onConnected: cache.resume, onDisconnected: cache.suspend },
      { logger: deps.logger },
    );
    // Requests are right without it (they read the database meanwhile), so a slow database delays
    // start-up by a few seconds at most.
    await Promise.race([
      listener.started,
      new Promise((resolve) => setTimeout(resolve, LISTENER_START_WAIT_MS).unref()),
    ]);
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });

  /** Whether the listener has seen the notices of every write this process finished (false: unknown). */
  async function ownWritesSeen(): Promise<boolean> {
    while (writesSeen < writes.finished) {
      if (!listener) return false;
      if (!catchingUp || catchingUp.upTo < writes.finished) {
        const upTo = writes.finished;
        const step: { upTo: number; done: Promise<void> } = {
          upTo,
          done: listener.barrier().then(
            () => {
              writesSeen = Math.max(writesSeen, upTo);
            },
            (err: unknown) => {
              if (catchingUp === step) catchingUp = null;
              throw err;
            },
          ),
        };
        catchingUp = step;
      }
      try {
        await catchingUp.done;
      } catch {
        return false;
      }
    }
    return true;
  }

  return async (token: string, now: Date): Promise<TAuth | null> => {
    const tokenHash = sha256(token);
    const at = now.getTime();
    let hit = cache.lookup(tokenHash, at);
    // Looked up again after catching up: a notice of the write may have evicted it meanwhile.
    if (hit && writesSeen !== writes.finished)
      hit = (await ownWritesSeen()) ? cache.lookup(tokenHash, at) : null;
    if (hit) {
      counts.hits++;
      return hit;
    }
    counts.statements++;
    const generation = cache.generation;
    const found = await findSession(tokenHash, now);
    if (!found) return null;
    cache.store(tokenHash, found.auth, found.session, generation);
    return found.auth;
  };
}

const FIND_SESSION = 'find_session';
/** How long start-up waits for the first LISTEN, so that the cache serves from the first request. */
const LISTENER_START_WAIT_MS = 5_000;

type TSessionFinder = ReturnType<typeof sessionFinder>;

// Every signed-in call that the cache cannot answer runs this, and only this, to know its caller: one
// prepared (named) statement, so PostgreSQL plans it once per connection and no later check of the request
// reads the user row again. It also reads the caller's favourite stores and the version of their company's
// store list, which names the list this process keeps (lib/caller-stores.ts): the shell's store calls and
// every store-scoped check answer from these without another round trip, and the list is only read again
// after it changed.
//
// The same statement keeps the session's last_seen_at (idle timeout, signed-in devices): a data-modifying
// WITH runs even though the select does not read it, and it writes only when the stored time is over a
// minute old, so a busy session costs one row write a minute. It answers the session's times too, as they
// are after that write, for the cache to judge the session by.
function sessionFinder(db: TDb) {
  const callerStores = createCallerStores(db);
  const tokenHash = sql.placeholder('tokenHash');
  const now = sql.placeholder('now');
  const seen = db.$with('seen').as(
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${now}::timestamptz` })
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          sessionIsLive(now),
          lt(sessionLastSeen, sql`${now}::timestamptz - ${lastSeenResolutionInterval}`),
        ),
      )
      .returning({ id: sessions.id }),
  );
  const statement = db
    .with(seen)
    .select({
      sessionId: sessions.id,
      userId: users.id,
      companyId: users.companyId,
      companyName: companies.name,
      email: users.email,
      roles: users.roles,
      isCompanyAdmin: users.isCompanyAdmin,
      permissions: users.permissions,
      accessChannelList: users.accessChannelList,
      currentSellerId: users.currentSellerId,
      currentMarketplaceId: users.currentMarketplaceId,
      moduleConfig: users.moduleConfig,
      storesVersion: sql<string>`${companies.storesVersion} || ':' || coalesce((select ${referenceVersions.version} from ${referenceVersions} where ${referenceVersions.name} = 'general_code'), 0)`,
      favoriteStores: sql<unknown>`(select ${userConfigs.data} from ${userConfigs} where ${userConfigs.userId} = ${users.id} and ${userConfigs.name} = ${FAVORITE_CHANNEL_CONFIG_NAME})`,
      // The modules of the company's active plans (default ones and those assigned), which grant roles
      // (PLAN_MODULE_ROLES); plans and company_plans notify the cache of their changes (migration 0022).
      planModules: sql<
        string[]
      >`(select coalesce(array_agg(distinct m), '{}') from ${plans}, unnest(${plans.modules}) m where ${plans.isActive} and (${plans.isDefault} or exists (select 1 from ${companyPlans} where ${companyPlans.planId} = ${plans.id} and ${companyPlans.companyId} = ${users.companyId})))`,
      mfaEnabled: sql<boolean>`exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
      expiresAt: sessions.expiresAt,
      rememberMe: sessions.rememberMe,
      lastSeenAt: sql<Date>`${sessionLastSeen}`.mapWith(sessions.lastSeenAt),
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), sessionIsLive(now), isNull(users.deletedAt)))
    .limit(1)
    .prepare(FIND_SESSION);
  return async (tokenHash: string, now: Date): Promise<{ auth: TAuth; session: TSessionTimes } | null> => {
    const [row] = await statement.execute({ tokenHash, now: now.toISOString() });
    if (!row) return null;
    const { storesVersion, expiresAt, rememberMe, lastSeenAt, planModules, ...own } = row;
    const caller = {
      ...own,
      roles: effectiveRoles(own.roles, planModules, { isCompanyAdmin: own.isCompanyAdmin }),
    };
    const at = now.getTime();
    return {
      auth: { ...caller, stores: await callerStores.visibleTo(caller, storesVersion) },
      session: {
        expiresAt: expiresAt.getTime(),
        rememberMe,
        lastSeenAt: lastSeenAfterRequest(lastSeenAt.getTime(), at),
      },
    };
  };
}

/** preHandler for routes that need a signed-in caller: anything else gets 401 in the envelope. */
export async function requireAuth(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
}

/**
 * preHandler for routes limited to some roles of spec §6 (use after requireAuth, or alone: it answers
 * 401 without a session too). Super-admin passes every role check, as the spec's route checks do.
 */
export function requireRole(...roles: readonly string[]) {
  return roleGuard(roles, true);
}

/**
 * Like requireRole without the super-admin bypass, for the rule the spec states as "only": the case
 * manager page is for case-managers only.
 */
export function requireExactRole(...roles: readonly string[]) {
  return roleGuard(roles, false);
}

function roleGuard(roles: readonly string[], superAdminBypass: boolean) {
  return async function requireRoleHandler(request: FastifyRequest): Promise<void> {
    const auth = request.auth;
    if (!auth) throw new AppError('unauthenticated', SIGN_IN_REQUIRED_MESSAGE);
    if (!hasRole(auth, roles, { superAdminBypass })) throw new AppError('forbidden', ROLE_REQUIRED_MESSAGE);
    requireEnrolledStaff(auth);
  };
}
