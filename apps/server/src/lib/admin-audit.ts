import type { TDb } from '../db/client.ts';
import { auditLog } from '../db/schema/index.ts';
import type { TActor } from './auth.ts';

/**
 * Records an administrative action (a team or system change) in the audit trail: who acted (the signed-in
 * user, and the login_email the client sent with the call), what they did, to whom, and when. Written in
 * the caller's transaction when one is given, so the action and its record land together.
 */
export async function recordAdminAction(
  db: Pick<TDb, 'insert'>,
  actor: TActor,
  entry: { action: string; target: string; detail?: Record<string, unknown> },
): Promise<void> {
  const { call } = actor;
  await db.insert(auditLog).values({
    requestId: call.requestId,
    method: call.method,
    route: call.route,
    // The action is recorded before the reply: it succeeded, or the transaction rolls it back.
    statusCode: 200,
    loginName: call.loginName,
    loginEmail: call.loginEmail ?? actor.email,
    ip: call.ip,
    actorId: actor.userId,
    action: entry.action,
    target: entry.target,
    detail: entry.detail ?? null,
  });
}
