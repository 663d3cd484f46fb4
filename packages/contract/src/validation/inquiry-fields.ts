import { z } from 'zod';
import { COMPANY_NAME_MIN_LENGTH, NAME_MIN_LENGTH } from '../constants.ts';
import { VALIDATION_MESSAGES } from '../messages.ts';
import { isEmail } from './email.ts';
import { charCount } from './rule.ts';

// The fields the public forms (contact us, intro-call request) share, as zod schemas the server
// validates with and the forms check as the visitor types: one rule, one message, both sides.

export const INQUIRY_NAME_MAX_LENGTH = 100;
export const INQUIRY_EMAIL_MAX_LENGTH = 254;
export const INQUIRY_COMPANY_MAX_LENGTH = 120;

export const INQUIRY_MESSAGES = {
  nameRequired: 'Please enter your name.',
  nameMin: VALIDATION_MESSAGES.nameMin,
  nameMax: `Enter at most ${INQUIRY_NAME_MAX_LENGTH} characters for the name`,
  emailRequired: 'Please enter your email.',
  email: VALIDATION_MESSAGES.email,
  companyRequired: 'Please enter your company name.',
  companyMin: VALIDATION_MESSAGES.companyNameMin,
  companyMax: `Enter at most ${INQUIRY_COMPANY_MAX_LENGTH} characters for the company name`,
  singleLine: 'Please keep this on one line.',
} as const;

// Control characters (line breaks included) have no place in a name: they would also end up in a
// mail subject line.
const CONTROL_CHARACTER = /[\p{Cc}\p{Zl}\p{Zp}]/u;

type TTextRules = {
  /** The message for an empty (or whitespace-only) value; absent means the field is optional. */
  required?: string;
  min?: { length: number; message: string };
  max: { length: number; message: string };
  singleLine?: boolean;
};

/**
 * A trimmed text field. Only the first failing rule becomes an issue, so the form and the server show the
 * same single message. An optional field left empty passes as ''.
 */
export function zTextField(rules: TTextRules) {
  const missing = rules.required ?? 'Please enter text.';
  return z
    .string({ error: missing })
    .trim()
    .superRefine((value, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
      if (value === '') {
        if (rules.required) fail(rules.required);
        return;
      }
      if (rules.singleLine && CONTROL_CHARACTER.test(value)) return fail(INQUIRY_MESSAGES.singleLine);
      const length = charCount(value);
      if (rules.min && length < rules.min.length) return fail(rules.min.message);
      if (length > rules.max.length) return fail(rules.max.message);
    });
}

export const ZInquiryName = zTextField({
  required: INQUIRY_MESSAGES.nameRequired,
  min: { length: NAME_MIN_LENGTH, message: INQUIRY_MESSAGES.nameMin },
  max: { length: INQUIRY_NAME_MAX_LENGTH, message: INQUIRY_MESSAGES.nameMax },
  singleLine: true,
});

export const ZInquiryEmail = z
  .string({ error: INQUIRY_MESSAGES.emailRequired })
  .trim()
  .superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', message: INQUIRY_MESSAGES.emailRequired });
    else if (value.length > INQUIRY_EMAIL_MAX_LENGTH || !isEmail(value))
      ctx.addIssue({ code: 'custom', message: INQUIRY_MESSAGES.email });
  });

const companyRules = {
  min: { length: COMPANY_NAME_MIN_LENGTH, message: INQUIRY_MESSAGES.companyMin },
  max: { length: INQUIRY_COMPANY_MAX_LENGTH, message: INQUIRY_MESSAGES.companyMax },
  singleLine: true,
};
export const ZInquiryCompany = zTextField({ required: INQUIRY_MESSAGES.companyRequired, ...companyRules });
/** Company, when the visitor may leave it out ('' then, whether sent empty, null or not at all). */
export const ZInquiryOptionalCompany = zTextField(companyRules)
  .nullish()
  .transform((value) => value ?? '');

/** The first message per top-level field of a failed parse: what a form shows under each input. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
