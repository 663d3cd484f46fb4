import { z } from 'zod';
import { type TRule, validate } from './rule.ts';
import {
  COMPANY_NAME_RULES,
  EMAIL_RULES,
  NEW_PASSWORD_RULES,
  PERSON_NAME_RULES,
  REGISTRATION_PASSWORD_RULES,
  VERIFY_CODE_RULES,
} from './rule-sets.ts';

// Zod schemas over the same rule sets, so the server rejects exactly what the forms reject, with the
// same message. Only the first failing rule becomes an issue, matching what the form shows.

export function zStringRules(rules: readonly TRule[]) {
  return z.string().superRefine((value, ctx) => {
    const message = validate(value, rules);
    if (message !== null) ctx.addIssue({ code: 'custom', message });
  });
}

export const ZPersonName = zStringRules(PERSON_NAME_RULES);
export const ZCompanyName = zStringRules(COMPANY_NAME_RULES);
export const ZEmail = zStringRules(EMAIL_RULES);
/** The registration password (spec §5 "Registration"). */
export const ZPassword = zStringRules(REGISTRATION_PASSWORD_RULES);
/** A new password under the new-password rules; the confirmation is a form concern. */
export const ZNewPassword = zStringRules(NEW_PASSWORD_RULES);
export const ZVerifyCode = zStringRules(VERIFY_CODE_RULES);
