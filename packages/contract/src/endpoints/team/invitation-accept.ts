import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZNewPassword } from '../../validation/index.ts';
import { ZInvitationName } from './invitation.ts';

/** The token of a mailed invitation link (/invitation/accept?token=…): 256 random bits, base64url. */
export const ZInvitationToken = z.string().trim().min(20).max(200);

export const ZInvitationPreviewRequest = z.object({ token: ZInvitationToken });
export const ZInvitationPreview = z.object({
  email: z.string(),
  name: z.string(),
  company_name: z.string(),
  expires_at: z.string(),
});
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/**
 * POST /api/user/invitation/preview — anonymous: what the link invites to, or 404 when it no longer works.
 * A POST so the token travels in the body, never in a logged query string.
 */
export const previewInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/invitation/preview',
  tags: ['team'],
  summary: 'What an invitation link invites to (anonymous)',
  body: ZInvitationPreviewRequest,
  response: ZEnvelope(ZInvitationPreview),
});

export const ZAcceptInvitationRequest = z.object({
  token: ZInvitationToken,
  name: ZInvitationName,
  password: ZNewPassword,
});
export type TAcceptInvitationRequest = z.input<typeof ZAcceptInvitationRequest>;

/**
 * POST /api/user/invitation/accept — anonymous: creates the account (verified: the link proved the
 * address) with the invitation's stores and permissions; the link then stops working.
 */
export const acceptInvitationEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/user/invitation/accept',
  tags: ['team'],
  summary: 'Accept an invitation: create the account with a chosen password (anonymous)',
  body: ZAcceptInvitationRequest,
  response: ZEnvelope(z.object({ email: z.string() })),
});
