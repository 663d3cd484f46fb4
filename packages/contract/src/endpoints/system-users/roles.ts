import { z } from 'zod';
import { ALL_ROLES } from '../../roles.ts';
import { SYSTEM_USER_MESSAGES } from './common.ts';
import { ZSystemUser } from './user-list.ts';

/** GET /api/system/roles — the roles of §6 and how many active users hold each (super-admin). */
export const ZSystemRoleSummary = z.object({ role: z.enum(ALL_ROLES), holder_count: z.number().int() });
export type TSystemRoleSummary = z.infer<typeof ZSystemRoleSummary>;
export const ZSystemRolesResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.array(ZSystemRoleSummary),
});
export type TSystemRolesResponse = z.infer<typeof ZSystemRolesResponse>;

export const SYSTEM_ROLE_ACTIONS = ['grant', 'revoke'] as const;
export type TSystemRoleAction = (typeof SYSTEM_ROLE_ACTIONS)[number];

/**
 * PUT /api/system/users/{id}/roles — grant or revoke one role (super-admin). Takes effect on the user's
 * next request: roles are read from the user row on every request.
 */
export const ZSystemRoleChangeRequest = z.object({
  role: z.enum(ALL_ROLES, { message: SYSTEM_USER_MESSAGES.chooseRole }),
  action: z.enum(SYSTEM_ROLE_ACTIONS),
});
export type TSystemRoleChangeRequest = z.input<typeof ZSystemRoleChangeRequest>;
export const ZSystemRoleChangeResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZSystemUser,
});
export type TSystemRoleChangeResponse = z.infer<typeof ZSystemRoleChangeResponse>;
