import { z } from 'zod';
import { ZAccessChannelList, ZMemberEmail, ZPermissionList, ZTeamMember } from './common.ts';

/** PUT /api/user/permission — a member's stores and permissions; effective from their next call. */
export const ZUserPermissionRequest = z.object({
  user_email: ZMemberEmail,
  access_channel_list: ZAccessChannelList,
  permissions: ZPermissionList,
});
export type TUserPermissionRequest = z.input<typeof ZUserPermissionRequest>;
export const ZUserPermissionResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZTeamMember,
});
