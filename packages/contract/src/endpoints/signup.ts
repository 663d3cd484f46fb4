import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { ZCompanyName, ZEmail, ZPassword, ZPersonName } from '../validation/schemas.ts';
import { ZModuleType } from './user.ts';

const required = (message: string) => z.string().trim().min(1, message);

/** POST /api/signup — the sign-up payload of spec §3. */
export const ZSignupRequest = z
  .object({
    name: required('Please enter your full name.').pipe(ZPersonName),
    user_name: z.string().trim().max(320).optional(),
    email: required(VALIDATION_MESSAGES.email).toLowerCase().pipe(ZEmail),
    company_name: required('Please enter your company name.').pipe(ZCompanyName),
    password: ZPassword.pipe(z.string().max(PASSWORD_MAX_LENGTH, VALIDATION_MESSAGES.passwordMax)),
    passwordConfirm: z.string(),
    /** An affiliate agent's code (the ?ref= of the registration link); an unknown code is ignored. */
    referral_code: z.string().trim().max(64).optional(),
  })
  .refine((v) => v.password === v.passwordConfirm, {
    path: ['passwordConfirm'],
    message: VALIDATION_MESSAGES.passwordMismatch,
  });
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZSignupResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ company_id: z.string(), user_id: z.string() }),
});

/** users.signup_step through registration; the web reads it to resume. */
export const SIGNUP_STEPS = {
  verifyEmail: 'verify-email',
  connect: 'connect',
  complete: 'complete',
} as const;

/** Server answers of the registration calls that the spec leaves to us (the web shows them as given). */
export const REGISTRATION_MESSAGES = {
  /** A verified account has this email; worded so that it does not confirm that more than other failures do. */
  emailUnavailable: 'We could not create an account with this email. Please sign in or use another email.',
  /** Unknown or already verified email on resend. */
  resendUnavailable: 'We could not send a code to this email. Please check the address or sign in.',
  resendTooSoon: (seconds: number) =>
    `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting another code.`,
  resendHourlyLimit: (minutes: number) =>
    `Too many codes were requested for this email. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  userNameNotEmail: 'The user name must be your email address.',
  ownAccountOnly: 'You can only change your own account.',
} as const;

/** PUT /api/email/review/codeverify (and /reimburse/): send a new code, voiding the old one. */
export const ZResendCodeRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(ZEmail),
  module_type: ZModuleType.default('review'),
  company_id: z.string().trim().optional(),
  user_id: z.string().trim().optional(),
  username: z.string().trim().optional(),
});

/** "Successfully Sent" / "Please check your email." (spec §8) */
export const ZResendCodeResponse = z.object({ error: z.literal(false), message: z.string() });

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
export const ZVerifyCodeResponse = z.object({
  error: z.literal(false),
  data: z.object({ user_id: z.string(), company_id: z.string(), signup_token: z.string() }),
});
