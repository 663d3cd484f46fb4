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

/** PUT /api/email/review/codeverify (and /reimburse/): send a new code, voiding the old one. */
export const ZResendCodeRequest = z.object({
  email: z.string().trim().toLowerCase().pipe(ZEmail),
  module_type: ZModuleType.default('review'),
  company_id: z.string().trim().optional(),
  user_id: z.string().trim().optional(),
  username: z.string().trim().optional(),
});

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
