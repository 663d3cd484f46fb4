import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ALL_ROLES } from '../../roles.ts';
import { ZMfaCode } from '../auth/mfa-common.ts';
import { SYSTEM_USER_MESSAGES, ZSystemUserIdParams } from './common.ts';
import { ZSystemUser } from './user-list.ts';

export const SYSTEM_ROLE_ACTIONS = ['grant', 'revoke'] as const;
export type TSystemRoleAction = (typeof SYSTEM_ROLE_ACTIONS)[number];

/**
 * PUT /api/system/users/{id}/roles — grant or revoke one role (super-admin). Takes effect on the user's
 * next request: roles are read from the user row on every request.
 */
export const ZSystemRoleChangeRequest = z.object({
  role: z.enum(ALL_ROLES, { message: SYSTEM_USER_MESSAGES.chooseRole }),
  action: z.enum(SYSTEM_ROLE_ACTIONS),
  /** Step-up (issue 17): a fresh code from the caller's authenticator app, required to grant a role. */
  mfa_code: ZMfaCode.optional(),
});
export type TSystemRoleChangeRequest = z.input<typeof ZSystemRoleChangeRequest>;
export const ZSystemRoleChangeResponse = ZEnvelope(ZSystemUser);
export type TSystemRoleChangeResponse = z.infer<typeof ZSystemRoleChangeResponse>;

export const changeSystemUserRoleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/system/users/:id/roles',
  tags: ['system'],
  summary: "Grant or revoke one of a user's roles; it applies from their next request (super-admin)",
  params: ZSystemUserIdParams,
  body: ZSystemRoleChangeRequest,
  response: ZSystemRoleChangeResponse,
});
