import { fail, TEAM_MESSAGES, type TTeamPermission } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { authOf } from './auth.ts';

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
  if (!row) return false;
  return row.isCompanyAdmin || row.permissions === null || row.permissions.includes(permission);
}

/** A preHandler (after requireAuth): 403 with TEAM_MESSAGES.permissionMissing without the permission. */
export function requireTeamPermission(db: Pick<TDb, 'select'>, permission: TTeamPermission) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!(await hasTeamPermission(db, authOf(request).userId, permission)))
      await reply.code(403).send(fail(TEAM_MESSAGES.permissionMissing));
  };
}
