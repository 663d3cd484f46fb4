import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZMfaCode } from './mfa-common.ts';

/**
 * POST /api/auth/mfa/enrolment: a new secret for the caller (replacing any unconfirmed one). The browser
 * shows the otpauth:// URI as a QR code; nothing changes until the enrolment is confirmed with a code.
 */
export const ZMfaEnrolment = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauth_uri: z.string(),
});
export type TMfaEnrolment = z.infer<typeof ZMfaEnrolment>;

export const startMfaEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrolment',
  tags: ['auth'],
  summary: 'Begin setting up two-step verification: a new TOTP secret and its otpauth:// URI',
  response: ZEnvelope(ZMfaEnrolment),
});

/** POST /api/auth/mfa/enrolment/confirm: a code from the app turns the factor on; recovery codes, shown once. */
export const ZMfaConfirmRequest = z.object({ code: ZMfaCode });
export const ZMfaConfirmation = z.object({ recovery_codes: z.array(z.string()) });
export type TMfaConfirmation = z.infer<typeof ZMfaConfirmation>;

export const confirmMfaEnrolmentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa/enrolment/confirm',
  tags: ['auth'],
  summary: 'Turn two-step verification on with a first code; answers the recovery codes (shown once)',
  body: ZMfaConfirmRequest,
  response: ZEnvelope(ZMfaConfirmation),
});

/** POST /api/auth/mfa/disable: needs a current code; staff accounts cannot turn it off. */
export const ZMfaDisableRequest = z.object({ code: ZMfaCode });

export const disableMfaEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/auth/mfa/disable',
  tags: ['auth'],
  summary: 'Turn two-step verification off with a current code (not for staff accounts)',
  body: ZMfaDisableRequest,
  response: ZEnvelope(z.object({ enabled: z.literal(false) })),
});
