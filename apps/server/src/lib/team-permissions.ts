import { fail, TEAM_MESSAGES, type TTeamPermission } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { authOf, type TAuth } from './auth.ts';

/**
 * Whether the user holds a team permission (TEAM_PERMISSIONS). Company admins hold every one, and so does
 * a member whose list is null (everyone before issue 9, and members granted "all"). Read per call, so a
 * change by the admin takes effect at the member's next request.
 */
export async function hasTeamPermission(
  db: Pick<TDb, 'select'>,
  userId: string,
  permission: TTeamPermission,
): Promise<boolean> {
  const [row] = await db
    .select({ isCompanyAdmin: users.isCompanyAdmin, permissions: users.permissions })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? authHasTeamPermission(row, permission) : false;
}

/** The same rule on the caller as the request's auth statement read them: no query. */
export function authHasTeamPermission(
  auth: Pick<TAuth, 'isCompanyAdmin' | 'permissions'>,
  permission: TTeamPermission,
): boolean {
  return auth.isCompanyAdmin || auth.permissions === null || auth.permissions.includes(permission);
}

/**
 * A preHandler (after requireAuth): 403 with TEAM_MESSAGES.permissionMissing without the permission.
 * Decided from request.auth, read at the start of this very request, so it needs no database (the db
 * parameter is no longer read; it stays until the review routes that pass it drop it).
 */
export function requireTeamPermission(_db: Pick<TDb, 'select'>, permission: TTeamPermission) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!authHasTeamPermission(authOf(request), permission))
      await reply.code(403).send(fail(TEAM_MESSAGES.permissionMissing));
  };
}
