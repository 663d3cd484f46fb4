import { fail } from '@seller-tools/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { companies, sessions, users } from '../db/schema/index.ts';
import type { TClock } from '../lib/clock.ts';
import { sha256 } from '../lib/tokens.ts';

export type TAuth = {
  sessionId: string;
  userId: string;
  companyId: string;
  email: string;
  roles: string[];
};

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in caller, from the Bearer token alone; null when absent, unknown, expired or revoked. */
    auth: TAuth | null;
  }
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please sign in again.';

/** Resolves the Bearer token of every request to its session, once, before any handler runs. */
export function registerAuthentication(app: FastifyInstance, deps: { db: TDb; clock: TClock }): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    request.auth = request.bearerToken ? await findSession(deps, request.bearerToken) : null;
  });
}

async function findSession(deps: { db: TDb; clock: TClock }, token: string): Promise<TAuth | null> {
  const [row] = await deps.db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      companyId: users.companyId,
      email: users.email,
      roles: users.roles,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock.now()),
        isNull(users.deletedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** preHandler for routes that need a signed-in caller: anything else gets 401 in the envelope. */
export async function requireAuth(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.auth) await reply.code(401).send(fail(SIGN_IN_REQUIRED_MESSAGE));
}

/** The signed-in caller inside a handler guarded by requireAuth. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw new Error('authOf used on a route without requireAuth');
  return request.auth;
}
