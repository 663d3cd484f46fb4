import { z } from 'zod';
import { ZMemberEmail, ZTeamMember } from './common.ts';

/**
 * PUT /api/user/delete — removes a member (soft: they can be restored) and ends all their sessions at
 * once. PUT /api/user/delete/restore brings them back; they sign in again with their password.
 */
export const ZUserDeleteRequest = z.object({ user_email: ZMemberEmail });
export type TUserDeleteRequest = z.input<typeof ZUserDeleteRequest>;
export const ZUserDeleteResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZTeamMember,
});
