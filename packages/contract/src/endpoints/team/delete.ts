import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZMfaCode } from '../auth/mfa-common.ts';
import { ZMemberEmail, ZTeamMember } from './common.ts';

/**
 * PUT /api/user/delete — removes a member (soft: they can be restored) and ends all their sessions at
 * once. PUT /api/user/delete/restore brings them back; they sign in again with their password.
 */
export const ZUserDeleteRequest = z.object({
  user_email: ZMemberEmail,
  /** Step-up (issue 17): a fresh code from the caller's authenticator app, when they have one. */
  mfa_code: ZMfaCode.optional(),
});
export type TUserDeleteRequest = z.input<typeof ZUserDeleteRequest>;
export const ZUserDeleteResponse = ZEnvelope(ZTeamMember);

export const removeMemberEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/delete',
  tags: ['team'],
  summary: 'Remove a member and end their sessions',
  body: ZUserDeleteRequest,
  response: ZUserDeleteResponse,
});
