import { z } from 'zod';

// System administration of users (issue 9): shared page sizes, actions and messages. Each endpoint is
// declared, with its schemas, in a file of its own beside this one.

export const SYSTEM_PAGE_SIZE = 20;
export const SYSTEM_PAGE_MAX = 100;
export const SYSTEM_SEARCH_MAX = 100;

/** The admin actions this module records in the audit trail (audit_log.action). */
export const SYSTEM_USER_ACTIONS = {
  userDelete: 'user.delete',
  userRestore: 'user.restore',
  roleGrant: 'role.grant',
  roleRevoke: 'role.revoke',
} as const;

export const SYSTEM_USER_MESSAGES = {
  notFound: 'User not found.',
  deleteSelf: 'You cannot delete your own account.',
  lastSuperAdmin: 'The last super-admin cannot be removed.',
  alreadyDeleted: 'This user is already deleted.',
  notDeleted: 'This user is not deleted.',
  deleted: 'The user was deleted and signed out everywhere.',
  restored: 'The user was restored.',
  deletedUserRoles: 'Restore the user before changing their roles.',
  revokeOwnSuperAdmin: 'You cannot revoke your own super-admin role.',
  alreadyHeld: 'The user already holds this role.',
  notHeld: 'The user does not hold this role.',
  granted: 'The role was granted.',
  revoked: 'The role was revoked.',
  chooseUser: 'Choose a user.',
  chooseRole: 'Choose a role.',
  dateOrder: 'The start date must not be after the end date.',
} as const;

export const ZSystemUserIdParams = z.object({ id: z.uuid({ message: SYSTEM_USER_MESSAGES.notFound }) });

export const ZSystemPageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(SYSTEM_PAGE_MAX).default(SYSTEM_PAGE_SIZE),
});
