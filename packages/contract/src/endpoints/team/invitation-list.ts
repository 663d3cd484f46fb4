import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

/**
 * One invitation not yet accepted nor revoked (expired ones too, so they can be sent again). An invitation
 * to an email that already had an account looks exactly like any other: it just never gets accepted.
 */
export const ZPendingInvitation = z.object({
  invitation_id: z.string(),
  email: z.string(),
  name: z.string(),
  access_channel_list: z.array(z.string()).nullable(),
  permissions: z.array(z.string()).nullable(),
  invited_by: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type TPendingInvitation = z.infer<typeof ZPendingInvitation>;

export const ZInvitationListResponse = ZEnvelope(z.object({ invitations: z.array(ZPendingInvitation) }));

/** GET /api/user/invitation/list — the company's pending invitations, newest first (company admins). */
export const listInvitationsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/user/invitation/list',
  tags: ['team'],
  summary: "The company's pending invitations (company admins)",
  response: ZInvitationListResponse,
});
