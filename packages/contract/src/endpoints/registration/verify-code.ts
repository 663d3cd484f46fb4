import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { ZEmail } from '../../validation/schemas.ts';
import { ZModuleType } from '../user.ts';

/** POST /api/email/codeverify */
export const ZVerifyCodeRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(ZEmail),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, VALIDATION_MESSAGES.verifyCode),
  company_id: z.string().trim().optional(),
  module_type: ZModuleType.default('review'),
  user_id: z.string().trim().optional(),
  username: z.string().trim().optional(),
});

/**
 * The verify answer carries a signup token: the proof, until the account is complete and signed in,
 * that this browser verified the email. The connect step spends it to get an OAuth state.
 */
export const ZVerifyCodeResponse = ZEnvelope(
  z.object({ user_id: z.string(), company_id: z.string(), signup_token: z.string() }),
);

export const verifyCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/email/codeverify',
  tags: ['registration'],
  summary: 'Verify the emailed code; answers the signup token the connect step spends',
  body: ZVerifyCodeRequest,
  response: ZVerifyCodeResponse,
});
