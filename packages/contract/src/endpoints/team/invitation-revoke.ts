import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';

export const ZInvitationIdRequest = z.object({ invitation_id: z.uuid() });
export type TInvitationIdRequest = z.input<typeof ZInvitationIdRequest>;

/** PUT /api/user/invitation/revoke — the mailed link stops working at once. */
export const revokeInvitationEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/user/invitation/revoke',
  tags: ['team'],
  summary: 'Revoke a pending invitation',
  body: ZInvitationIdRequest,
  response: ZEnvelope(z.null()),
});
