import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import { authOf } from './auth.ts';

/**
 * Records an administrative action (a team or system change) in the audit trail: who acted (the signed-in
 * user, and the login_email the client sent with the call), what they did, to whom, and when. Written in
 * the caller's transaction when one is given, so the action and its record land together.
 */
export async function recordAdminAction(
  db: Pick<TDb, 'insert'>,
  request: FastifyRequest,
  entry: { action: string; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  const auth = authOf(request);
  await db.insert(auditLog).values({
    requestId: String(request.id),
    method: request.method,
    route: request.routeOptions.url ?? request.url.split('?')[0] ?? request.url,
    // The action is recorded before the reply: it succeeded, or the transaction rolls it back.
    statusCode: 200,
    loginName: request.claimedIdentity.loginName,
    loginEmail: request.claimedIdentity.loginEmail ?? auth.email,
    ip: request.ip,
    actorId: auth.userId,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? null,
  });
}
