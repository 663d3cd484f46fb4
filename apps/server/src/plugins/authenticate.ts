import { FAVORITE_CHANNEL_CONFIG_NAME } from '@seller-tools/contract';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { companies, referenceVersions, sessions, userConfigs, userMfa, users } from '../db/schema/index.ts';
import {
  hasRole,
  ROLE_REQUIRED_MESSAGE,
  requireEnrolledStaff,
  SIGN_IN_REQUIRED_MESSAGE,
  type TAuth,
} from '../lib/auth.ts';
import { createCallerStores } from '../lib/caller-stores.ts';
import type { TClock } from '../lib/clock.ts';
import { AppError } from '../lib/outcome.ts';
import { lastSeenResolutionInterval, sessionIsLive, sessionLastSeen } from '../lib/session-policy.ts';
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

/** Resolves the Bearer token of every request to its session, once, before any handler runs. */
export function registerAuthentication(app: FastifyInstance, deps: { db: TDb; clock: TClock }): void {
  const findSession = sessionFinder(deps.db);
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = request.bearerToken ? await findSession(request.bearerToken, deps.clock.now()) : null;
  });
}

// Every signed-in call runs this, and only this, to know its caller: one prepared (named) statement, so
// PostgreSQL plans it once per connection and no later check of the request reads the user row again. It
// also reads the caller's favourite stores and the version of their company's store list, which names the
// list this process keeps (lib/caller-stores.ts): the shell's store calls and every store-scoped check
// answer from these without another round trip, and the list is only read again after it changed.
//
// The same statement keeps the session's last_seen_at (idle timeout, signed-in devices): a data-modifying
// WITH runs even though the select does not read it, and it writes only when the stored time is over a
// minute old, so a busy session costs one row write a minute and still one round trip a request.
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
      mfaEnabled: sql<boolean>`exists (select 1 from ${userMfa} where ${userMfa.userId} = ${users.id} and ${userMfa.enabledAt} is not null)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(sessions.tokenHash, tokenHash), sessionIsLive(now), isNull(users.deletedAt)))
    .limit(1)
    .prepare('find_session');
  return async (token: string, now: Date): Promise<TAuth | null> => {
    const [row] = await statement.execute({ tokenHash: sha256(token), now: now.toISOString() });
    if (!row) return null;
    const { storesVersion, ...caller } = row;
    return { ...caller, stores: await callerStores.visibleTo(caller, storesVersion) };
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
