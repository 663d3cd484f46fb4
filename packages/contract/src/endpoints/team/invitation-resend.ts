import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZInvitationIdRequest } from './invitation-revoke.ts';

/**
 * PUT /api/user/invitation/resend — a new link (and a new expiry) for a pending invitation; the old link
 * stops working. Counts against the daily limits like a new invitation.
 */
export const resendInvitationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/invitation/resend',
  tags: ['team'],
  summary: 'Send a pending invitation again with a new link',
  body: ZInvitationIdRequest,
  response: ZEnvelope(z.null()),
});
