import { z } from 'zod';
import type { TModule } from '../../constants.ts';
import { defineEndpoint, type TEndpointSpec } from '../../endpoint.ts';
import { ZMessageEnvelope } from '../../envelope.ts';
import { ZEmail } from '../../validation/schemas.ts';
import { ZModuleType } from '../user.ts';

/** PUT /api/email/review/codeverify (and /reimburse/): send a new code, voiding the old one. */
export const ZResendCodeRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(ZEmail),
  module_type: ZModuleType.default('review'),
  company_id: z.string().trim().optional(),
  user_id: z.string().trim().optional(),
  username: z.string().trim().optional(),
});

/** "Successfully Sent" / "Please check your email." (spec §8) */
export const ZResendCodeResponse = ZMessageEnvelope;

const resendSpec = {
  method: 'PUT',
  tags: ['registration'],
  summary: 'Send a new verification code, voiding the previous one',
  body: ZResendCodeRequest,
  response: ZResendCodeResponse,
} as const;

// One endpoint per product line: the path, not the body, says which product the code is for.
export const resendReviewCodeEndpoint = defineEndpoint({
  ...resendSpec,
  path: '/api/email/review/codeverify',
});
export const resendReimburseCodeEndpoint = defineEndpoint({
  ...resendSpec,
  path: '/api/email/reimburse/codeverify',
});

/** The resend endpoint of each product line. */
export const resendCodeEndpoints = {
  review: resendReviewCodeEndpoint,
  reimburse: resendReimburseCodeEndpoint,
} as const satisfies Record<TModule, TEndpointSpec>;
