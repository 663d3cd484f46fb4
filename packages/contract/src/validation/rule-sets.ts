import {
  COMPANY_NAME_MIN_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  VERIFY_CODE_LENGTH,
} from '../constants.ts';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { containsNumber, containsSpecialChar, containsUpperCase, noSpace } from './characters.ts';
import { match } from './comparison.ts';
import { email } from './email.ts';
import { exactLength, maxLength, minLength, required } from './length.ts';
import { ifFilled, type TRule, validate } from './rule.ts';

// The concrete rule sets of spec §5 with the spec's messages. Order is the order the spec lists them,
// which is the priority validate() reports.

// Registration
export const PERSON_NAME_RULES: readonly TRule[] = [ifFilled(minLength(NAME_MIN_LENGTH, M.nameMin))];
export const COMPANY_NAME_RULES: readonly TRule[] = [
  ifFilled(minLength(COMPANY_NAME_MIN_LENGTH, M.companyNameMin)),
];
export const EMAIL_RULES: readonly TRule[] = [email(M.email)];
export const REGISTRATION_PASSWORD_RULES: readonly TRule[] = [
  minLength(PASSWORD_MIN_LENGTH, M.passwordMin),
  containsUpperCase(M.passwordUpper),
  containsNumber(M.passwordNumber),
  containsSpecialChar(M.passwordSpecial),
];
export const VERIFY_CODE_RULES: readonly TRule[] = [exactLength(VERIFY_CODE_LENGTH, M.verifyCode)];

// New-password rules. "Under 50" with the message "Must be less than 50 characters" is read together
// with §9's "password length 8 to 50": 50 itself is allowed.
export const NEW_PASSWORD_RULES: readonly TRule[] = [
  minLength(PASSWORD_MIN_LENGTH, M.passwordMin),
  maxLength(PASSWORD_MAX_LENGTH, M.passwordMax),
  containsUpperCase(M.passwordUpper),
  containsNumber(M.passwordNumber),
  containsSpecialChar(M.passwordSpecial),
  noSpace(M.passwordNoSpace),
];

/** Rules for the confirmation field of the new-password rules: it must equal the new password. */
export function newPasswordConfirmRules(newPassword: string): readonly TRule[] {
  return [match(newPassword, M.passwordConfirm)];
}

// Change-password form (/login/password).
export const CURRENT_PASSWORD_RULES: readonly TRule[] = [
  required(M.currentPasswordRequired),
  // The spec gives one message for the whole 8-to-50 range.
  minLength(PASSWORD_MIN_LENGTH, M.currentPasswordLength),
  maxLength(PASSWORD_MAX_LENGTH, M.currentPasswordLength),
];

export type TChangePasswordValues = {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
};
export type TChangePasswordErrors = { readonly [K in keyof TChangePasswordValues]: string | null };

// New password and confirmation share the rules ("Confirmation: required with the same rules"); only
// the required message and the value each must match differ.
function changedPasswordRules(requiredMessage: string, other: string): readonly TRule[] {
  return [
    required(requiredMessage),
    containsUpperCase(M.passwordUpper),
    containsNumber(M.passwordNumber),
    containsSpecialChar(M.passwordSpecial),
    match(other, M.passwordMismatch),
    minLength(PASSWORD_MIN_LENGTH, M.passwordMin),
    maxLength(PASSWORD_MAX_LENGTH, M.passwordMax),
  ];
}

export function changePasswordFormRules(values: TChangePasswordValues): {
  readonly [K in keyof TChangePasswordValues]: readonly TRule[];
} {
  return {
    currentPassword: CURRENT_PASSWORD_RULES,
    newPassword: changedPasswordRules(M.newPasswordRequired, values.confirmPassword),
    confirmPassword: changedPasswordRules(M.confirmRequired, values.newPassword),
  };
}

/** First message per field; the Change Password button is enabled only when all three are null. */
export function validateChangePasswordForm(values: TChangePasswordValues): TChangePasswordErrors {
  const rules = changePasswordFormRules(values);
  return {
    currentPassword: validate(values.currentPassword, rules.currentPassword),
    newPassword: validate(values.newPassword, rules.newPassword),
    confirmPassword: validate(values.confirmPassword, rules.confirmPassword),
  };
}
