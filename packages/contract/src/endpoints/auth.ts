import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ZEmail } from '../validation/schemas.ts';
import { ZServerUserInfo } from './user.ts';

/** POST /api/auth/login */
export const ZLoginRequest = z.object({
  user_name: z.string().trim().min(1, 'Please enter your email.').max(320),
  password: z.string().min(1, 'Please enter your password.').max(1024),
  remember_me: z.boolean().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** The sign-in response of spec §3; its fields sit beside `error`, not under `data`. */
export const ZLoginResponse = z.object({
  error: z.literal(false),
  accessToken: z.string(),
  /** UTC, ISO 8601. */
  expiredDate: z.string(),
  userInfo: ZServerUserInfo,
  isNeedPasswordChange: z.boolean(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** POST /api/auth/logout: revokes the caller's session. */
export const ZLogoutResponse = z.object({ error: z.literal(false) });

/** POST /api/auth/login/forgotpassword: the same answer for known and unknown emails. */
// The email passes the same rule as every email form (spec §5 "Please enter valid email"): "bad@" is refused.
export const ZForgotPasswordRequest = z.object({
  email: z.string().trim().toLowerCase().max(320).pipe(ZEmail),
});
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, we have sent a temporary password to it. It is valid for 24 hours.';

/** PUT /api/auth/login/password. Error messages start with a 4-character code the UI drops (§8). */
export const ZChangePasswordRequest = z.object({
  email: z.string().trim().toLowerCase(),
  current_password: z
    .string()
    .min(1, VALIDATION_MESSAGES.currentPasswordRequired)
    .max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.currentPasswordLength),
  new_password: z.string().min(1, VALIDATION_MESSAGES.newPasswordRequired),
});
export const ZChangePasswordResponse = z.object({
  error: z.literal(false),
  message: z.string(),
  userInfo: ZServerUserInfo,
});

/** PUT /api/auth/login/password/later */
export const ZChangePasswordLaterRequest = z.object({ email: z.string().trim().toLowerCase() });
export const ZChangePasswordLaterResponse = z.object({ error: z.literal(false), userInfo: ZServerUserInfo });

/** The 4-character prefixes of change-password errors. */
export const CHANGE_PASSWORD_ERROR_CODES = {
  wrongCurrent: 'E01 ',
  weakPassword: 'E02 ',
  commonPassword: 'E03 ',
  samePassword: 'E04 ',
  emailMismatch: 'E05 ',
  /** A malformed request that concerns none of the fields above. */
  invalidRequest: 'E00 ',
} as const;
