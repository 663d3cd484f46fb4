import { MFA_MESSAGES } from '@seller-tools/contract';
import { jsonResponse, type TMockHandler } from './request-mock';

export const MFA_SECRET = 'JBSWY3DPEHPK3PXP';

interface TMfaApiOptions {
  /** Whether the server demands a factor of this user (system staff). */
  required: boolean;
  /** The otpauth URI the enrolment answers with. */
  uri: string;
  recoveryCodes: string[];
  /** The one code confirming the enrolment takes; left out, any code does. */
  enrolCode?: string;
  /** The one code turning the factor off takes; left out, there is no turning it off. */
  disableCode?: string;
}

/**
 * The second-factor endpoints of a user without a factor yet, who enrols (and may turn it off again):
 * the state endpoint answers with what the last confirm or disable left.
 */
export function mfaApi({
  required,
  uri,
  recoveryCodes,
  enrolCode,
  disableCode,
}: TMfaApiOptions): Record<string, TMockHandler> {
  let enabled = false;
  const wrongCode = (expected: string | undefined, body: unknown) =>
    expected !== undefined && (body as { code: string }).code !== expected;
  const refused = () => jsonResponse({ error: true, message: MFA_MESSAGES.wrongCode }, 400);
  const handlers: Record<string, TMockHandler> = {
    'GET /api/auth/mfa': () => ({
      error: false,
      data: { enabled, required, recovery_codes_left: enabled ? 10 : 0 },
    }),
    'POST /api/auth/mfa/enrolment': () => ({ error: false, data: { secret: MFA_SECRET, otpauth_uri: uri } }),
    'POST /api/auth/mfa/enrolment/confirm': (body) => {
      if (wrongCode(enrolCode, body)) return refused();
      enabled = true;
      return { error: false, data: { recovery_codes: recoveryCodes } };
    },
  };
  if (disableCode !== undefined) {
    handlers['POST /api/auth/mfa/disable'] = (body) => {
      if (wrongCode(disableCode, body)) return refused();
      enabled = false;
      return { error: false, data: { enabled: false } };
    };
  }
  return handlers;
}
