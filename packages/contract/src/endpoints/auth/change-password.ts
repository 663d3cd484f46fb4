import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../constants.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ZOkEnvelope } from '../../envelope.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { ZServerUserInfo } from '../user.ts';

/** PUT /api/auth/login/password. Error messages start with a 4-character code the UI drops (§8). */
export const ZChangePasswordRequest = z.object({
  email: z.string().trim().toLowerCase(),
  current_password: z
    .string()
    .min(1, VALIDATION_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.currentPasswordLength),
  new_password: z.string().min(1, VALIDATION_MESSAGES.newPasswordRequired),
});
export const ZChangePasswordResponse = ZOkEnvelope.extend({ message: z.string(), userInfo: ZServerUserInfo });

/** The 4-character prefixes of change-password errors. */
export const CHANGE_PASSWORD_ERROR_CODES = {
  wrongCurrent: 'E01 ',
  weakPassword: 'E02 ',
  commonPassword: 'E03 ',
  samePassword: 'E04 ',
  emailMismatch: 'E05 ',
  /** Too many wrong current passwords: the sign-in throttle's answer (429). */
  tooManyAttempts: 'E06 ',
  /** A malformed request that concerns none of the fields above. */
  invalidRequest: 'E00 ',
} as const;

export const changePasswordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/auth/login/password',
  tags: ['auth'],
  summary: "Change the caller's password; errors start with a 4-character code",
  body: ZChangePasswordRequest,
  response: ZChangePasswordResponse,
});
