import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZAccessChannelList, ZMemberEmail, ZPermissionList, ZTeamMember } from './common.ts';

/** PUT /api/user/permission — a member's stores and permissions; effective from their next call. */
export const ZUserPermissionRequest = z.object({
  user_email: ZMemberEmail,
  access_channel_list: ZAccessChannelList,
  permissions: ZPermissionList,
});
export type TUserPermissionRequest = z.input<typeof ZUserPermissionRequest>;
export const ZUserPermissionResponse = ZEnvelope(ZTeamMember);

export const setMemberPermissionEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/permission',
  tags: ['team'],
  summary: "Set a member's stores and permissions",
  body: ZUserPermissionRequest,
  response: ZUserPermissionResponse,
});
