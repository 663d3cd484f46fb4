import { TEAM_MESSAGES, type TTeamPermission } from '@seller-tools/contract';
import type { FastifyRequest } from 'fastify';
import { authOf, type TAuth } from './auth.ts';
import { AppError } from './outcome.ts';

/**
 * Whether the caller holds a team permission (TEAM_PERMISSIONS). Company admins hold every one, and so does
 * a member whose list is null (everyone before issue 9, and members granted "all"). Read from the request's
 * auth statement, so a change by the admin takes effect at the member's next request.
 */
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
