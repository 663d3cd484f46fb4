import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../../constants.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZEmail } from '../../validation/index.ts';
import { USER_UPDATE_MESSAGES } from '../user.ts';
import { ZAccessChannelList, ZPermissionList, ZTeamMember } from './common.ts';

/**
 * POST /api/user/invitation — a company admin adds a member: a verified account in the admin's company
 * with a temporary password (24 h) that is mailed to them and must be changed at the first sign-in.
 */
/** The same rule and message as a user renaming themselves (at least 3 characters). */
export const ZInvitationName = z
  .string()
  .trim()
  .min(NAME_MIN_LENGTH, USER_UPDATE_MESSAGES.nameTooShort)
  .max(100);
export const ZInvitationEmail = z.string().trim().toLowerCase().pipe(ZEmail);

export const ZInvitationRequest = z.object({
  invitation: z.object({
    email: ZInvitationEmail,
    name: ZInvitationName,
    access_channel_list: ZAccessChannelList.optional(),
    permissions: ZPermissionList.optional(),
  }),
});
export type TInvitationRequest = z.input<typeof ZInvitationRequest>;
export const ZInvitationResponse = ZEnvelope(ZTeamMember);

export const inviteMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/invitation',
  tags: ['team'],
  summary: 'Invite a member: an account with a mailed temporary password',
  body: ZInvitationRequest,
  response: ZInvitationResponse,
});
