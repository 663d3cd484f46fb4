import { z } from 'zod';
import { NAME_MIN_LENGTH } from '../../constants.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZEmail } from '../../validation/index.ts';
import { USER_UPDATE_MESSAGES } from '../user.ts';
import { ZAccessChannelList, ZPermissionList } from './common.ts';

/**
 * POST /api/user/invitation — a company admin invites someone by email. No account exists until the
 * invitee opens the mailed link and chooses a password (POST /api/user/invitation/accept). The answer is
 * the same "Invitation sent." for every email: one that already has an account (in any company) gets a
 * notice instead of a link, and the admin learns nothing about it. Least privilege: without an explicit
 * choice the invitee gets no store and no permission. Limited per admin and per company per day (429).
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
    // Left out: no store and no permission (null, explicitly, is every store / every permission).
    access_channel_list: ZAccessChannelList.default([]),
    permissions: ZPermissionList.default([]),
  }),
});
export type TInvitationRequest = z.input<typeof ZInvitationRequest>;
/** Nothing about the invitee: the answer must not differ between an existing and a new email. */
export const ZInvitationResponse = ZEnvelope(z.null());

export const inviteMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/invitation',
  tags: ['team'],
  summary: 'Invite someone: a mailed link to create their account (the same answer for any email)',
  body: ZInvitationRequest,
  response: ZInvitationResponse,
});
