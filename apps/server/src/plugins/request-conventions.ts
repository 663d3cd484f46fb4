import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';

// The web client adds login_name and login_email to every call (spec §7). They say who the caller
// claims to be, which is never proof: identity comes from the Bearer token alone. So the fields are taken
// out before validation and kept only in the audit log of changing requests, and only beside a signed-in
// caller: an anonymous request's claim names nobody we know, and would let anyone write any email into the
// trail (audit rows of anonymous calls would be attacker-chosen text).
const CLAIM_FIELDS = ['login_name', 'login_email'] as const;
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type TClaimedIdentity = { loginName: string | null; loginEmail: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    bearerToken: string | null;
    claimedIdentity: TClaimedIdentity;
  }
}

export function readBearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}

function takeClaims(source: unknown, into: TClaimedIdentity): void {
  if (source === null || typeof source !== 'object' || Array.isArray(source)) return;
  const record = source as Record<string, unknown>;
  for (const field of CLAIM_FIELDS) {
    if (!(field in record)) continue;
    const value = record[field];
    delete record[field];
    const text = typeof value === 'string' ? value.slice(0, 320) : null;
    if (field === 'login_name') into.loginName = into.loginName ?? text;
    else into.loginEmail = into.loginEmail ?? text;
  }
}

export function registerRequestConventions(app: FastifyInstance, deps: { db: TDb }): void {
  app.decorateRequest('bearerToken', null);
  app.decorateRequest('claimedIdentity', null as unknown as TClaimedIdentity);

  app.addHook('onRequest', async (request) => {
    request.bearerToken = readBearerToken(request.headers.authorization);
    request.claimedIdentity = { loginName: null, loginEmail: null };
  });

  app.addHook('preValidation', async (request) => {
    takeClaims(request.query, request.claimedIdentity);
    takeClaims(request.body, request.claimedIdentity);
  });

  app.addHook('onResponse', async (request, reply) => {
    const actor = request.auth;
    if (!actor || READ_METHODS.has(request.method) || !hasClaims(request)) return;
    try {
      await deps.db.insert(auditLog).values({
        requestId: String(request.id),
        method: request.method,
        route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
        statusCode: reply.statusCode,
        loginName: request.claimedIdentity.loginName,
        loginEmail: request.claimedIdentity.loginEmail,
        ip: request.ip,
        // Who really made the call, beside who their client said they were.
        actorId: actor.userId,
      });
    } catch (err) {
      // The response is already sent; a lost audit row is logged, never turned into an error.
      request.log.error({ err }, 'audit log write failed');
    }
  });
}

function hasClaims(request: FastifyRequest): boolean {
  const claims = request.claimedIdentity;
  return claims.loginName !== null || claims.loginEmail !== null;
}
