import { TEAM_MESSAGES, type TTeamPermission } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { authOf, type TAuth } from './auth.ts';
import { AppError } from './outcome.ts';

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

/** A preHandler (after requireAuth): 403 with TEAM_MESSAGES.permissionMissing without the permission. */
export function requireTeamPermission(permission: TTeamPermission) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!authHasTeamPermission(authOf(request), permission))
      throw new AppError('forbidden', TEAM_MESSAGES.permissionMissing);
  };
}
