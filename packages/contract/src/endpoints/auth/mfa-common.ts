import { z } from 'zod';
import { ROLES } from '../../roles.ts';

// The second factor (issue 17 M7): TOTP codes of RFC 6238 (6 digits, 30 s) and single-use recovery codes.

/** Staff roles must have a second factor before any system page or API. */
export const MFA_REQUIRED_ROLES: readonly string[] = [
  ROLES.superAdmin,
  ROLES.affiliateAgent,
  ROLES.caseManager,
  ROLES.reimbursementAdmin,
];

export function isMfaRequiredFor(roles: readonly string[]): boolean {
  return roles.some((role) => MFA_REQUIRED_ROLES.includes(role));
}

export const MFA_RECOVERY_CODE_COUNT = 10;

export const MFA_MESSAGES = {
  enterCode: 'Please enter the code from your authenticator app.',
  wrongCode: 'The code is incorrect or has expired.',
  challengeExpired: 'Your sign-in has expired. Please sign in again.',
  tooManyAttempts: 'Too many incorrect codes. Please try again in a few minutes.',
  enrolmentRequired:
    'Two-step verification is required for staff accounts. Please set it up before continuing.',
  alreadyEnabled: 'Two-step verification is already on.',
  notEnabled: 'Two-step verification is not on.',
  noEnrolment: 'Start the set-up again: no pending two-step verification was found.',
  staffCannotDisable: 'Staff accounts cannot turn off two-step verification.',
  stepUpRequired: 'Enter a code from your authenticator app to confirm this action.',
  enabled: 'Two-step verification is on.',
  disabled: 'Two-step verification is off.',
  useWebSignIn: 'This account uses two-step verification: sign in to Seller Tools on the web instead.',
} as const;

/**
 * A TOTP code (6 digits, spaces allowed as apps show them) or a recovery code (xxxxx-xxxxx); the server
 * tells which.
 */
export const ZMfaCode = z
  .string({ message: MFA_MESSAGES.enterCode })
  .trim()
  .min(1, MFA_MESSAGES.enterCode)
  .max(32, MFA_MESSAGES.wrongCode);
