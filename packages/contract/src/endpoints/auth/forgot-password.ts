import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZMessageEnvelope } from '../../envelope.ts';
import { ZEmail } from '../../validation/schemas.ts';

/** POST /api/auth/login/forgotpassword: the same answer for known and unknown emails. */
// The email passes the same rule as every email form (spec §5 "Please enter valid email"): "bad@" is refused.
export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().toLowerCase().max(320).pipe(ZEmail),
});
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent a temporary password to it. It is valid for 1 hour.';
export const ZForgotPasswordResponse = ZMessageEnvelope;

export const forgotPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/login/forgotpassword',
  tags: ['auth'],
  summary: 'Mail a temporary password (the same answer whether or not the email is known)',
  body: ZForgotPasswordRequest,
  response: ZForgotPasswordResponse,
});
