import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../../constants.ts';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { VALIDATION_MESSAGES } from '../../messages.ts';
import { ZCompanyName, ZEmail, ZPassword, ZPersonName } from '../../validation/schemas.ts';

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

export const ZSignupResponse = ZEnvelope(z.object({ company_id: z.string(), user_id: z.string() }));

export const signupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/signup',
  tags: ['registration'],
  summary: 'Create a company and an unverified user, and mail a verification code',
  body: ZSignupRequest,
  response: ZSignupResponse,
});
