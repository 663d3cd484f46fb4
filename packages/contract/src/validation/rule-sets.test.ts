import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '../messages.ts';
import { validate } from './rule.ts';
import {
  COMPANY_NAME_RULES,
  CURRENT_PASSWORD_RULES,
  EMAIL_RULES,
  NEW_PASSWORD_RULES,
  newPasswordConfirmRules,
  PERSON_NAME_RULES,
  REGISTRATION_PASSWORD_RULES,
  VERIFY_CODE_RULES,
  validateChangePasswordForm,
} from './rule-sets.ts';

// The spec's wording, quoted here rather than read back from messages.ts.
const SPEC = {
  nameMin: 'Enter at least 3 characters for the name',
  companyNameMin: 'Enter at least 3 characters for the company name',
  email: 'Please enter valid email',
  min: 'Must be at least 8 characters or longer',
  max: 'Must be less than 50 characters',
  upper: 'Must contain at least 1 uppercase character',
  number: 'Must contain at least 1 number',
  special: 'Must contain at least 1 special character',
  noSpace: 'Can not use empty space for password',
  confirm: 'Confirm new password',
  verifyCode: 'Please enter a verify code.',
  currentRequired: 'Please enter a current password.',
  currentLength: 'Passowrd should be 8 or more characters',
  newRequired: 'Please enter new password.',
  mismatch: 'Password does not match',
  confirmRequired: 'Please re-enter your password',
};

describe('registration names', () => {
  it('passes an empty name and needs 3 characters otherwise', () => {
    expect(validate('', PERSON_NAME_RULES)).toBeNull();
    expect(validate('   ', PERSON_NAME_RULES)).toBeNull();
    expect(validate('Al', PERSON_NAME_RULES)).toBe(SPEC.nameMin);
    expect(validate(' Al ', PERSON_NAME_RULES)).toBe(SPEC.nameMin);
    expect(validate('Ann', PERSON_NAME_RULES)).toBeNull();
  });
  it('company name works the same with its own message', () => {
    expect(validate('', COMPANY_NAME_RULES)).toBeNull();
    expect(validate('AB', COMPANY_NAME_RULES)).toBe(SPEC.companyNameMin);
    expect(validate('ACME', COMPANY_NAME_RULES)).toBeNull();
  });
});

describe('email rules', () => {
  it('uses the spec message', () => {
    expect(validate('user@example.com', EMAIL_RULES)).toBeNull();
    expect(validate('user@', EMAIL_RULES)).toBe(SPEC.email);
    expect(validate('', EMAIL_RULES)).toBe(SPEC.email);
  });
});

describe('registration password', () => {
  it('reports length, uppercase, number, special in that order', () => {
    expect(validate('', REGISTRATION_PASSWORD_RULES)).toBe(SPEC.min);
    expect(validate('a', REGISTRATION_PASSWORD_RULES)).toBe(SPEC.min);
    expect(validate('abcdefgh', REGISTRATION_PASSWORD_RULES)).toBe(SPEC.upper);
    expect(validate('Abcdefgh', REGISTRATION_PASSWORD_RULES)).toBe(SPEC.number);
    expect(validate('Abcdefg1', REGISTRATION_PASSWORD_RULES)).toBe(SPEC.special);
    expect(validate('Abcdefg1!', REGISTRATION_PASSWORD_RULES)).toBeNull();
  });
});

describe('verification code', () => {
  it('needs exactly 6 characters', () => {
    expect(validate('123456', VERIFY_CODE_RULES)).toBeNull();
    expect(validate('12345', VERIFY_CODE_RULES)).toBe(SPEC.verifyCode);
    expect(validate('1234567', VERIFY_CODE_RULES)).toBe(SPEC.verifyCode);
    expect(validate('', VERIFY_CODE_RULES)).toBe(SPEC.verifyCode);
  });
});

// A valid new password built from parts: 1+ uppercase, 1+ digit, 1+ special, lowercase filler,
// shuffled, 8 to 50 characters, no whitespace.
const UPPER = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const LOWER = [...'abcdefghijklmnopqrstuvwxyz'];
const DIGITS = [...'0123456789'];
const SPECIALS = [...'!@#$%^&*()-_=+[]{};:,.<>/?~'];
const validPassword = fc
  .tuple(
    fc.array(fc.constantFrom(...UPPER), { minLength: 1, maxLength: 5 }),
    fc.array(fc.constantFrom(...DIGITS), { minLength: 1, maxLength: 5 }),
    fc.array(fc.constantFrom(...SPECIALS), { minLength: 1, maxLength: 5 }),
    fc.array(fc.constantFrom(...LOWER), { minLength: 5, maxLength: 35 }),
  )
  .chain(([u, d, s, l]) =>
    fc.shuffledSubarray([...u, ...d, ...s, ...l], { minLength: u.length + d.length + s.length + l.length }),
  )
  .map((chars) => chars.join(''));

describe('new-password rules', () => {
  it('checks min, max, uppercase, number, special, no space in order', () => {
    expect(validate('Ab1!', NEW_PASSWORD_RULES)).toBe(SPEC.min);
    expect(validate(`Ab1!${'a'.repeat(47)}`, NEW_PASSWORD_RULES)).toBe(SPEC.max);
    expect(validate(`Ab1!${'a'.repeat(46)}`, NEW_PASSWORD_RULES)).toBeNull();
    expect(validate('abcdefg1!', NEW_PASSWORD_RULES)).toBe(SPEC.upper);
    expect(validate('Abcdefgh!', NEW_PASSWORD_RULES)).toBe(SPEC.number);
    expect(validate('Abcdefgh1', NEW_PASSWORD_RULES)).toBe(SPEC.special);
    expect(validate('Abcd efg1!', NEW_PASSWORD_RULES)).toBe(SPEC.noSpace);
    expect(validate('Abcdefg1! ', NEW_PASSWORD_RULES)).toBe(SPEC.noSpace);
  });
  it('confirmation must match', () => {
    expect(validate('Abcdefg1!', newPasswordConfirmRules('Abcdefg1!'))).toBeNull();
    expect(validate('Abcdefg1', newPasswordConfirmRules('Abcdefg1!'))).toBe(SPEC.confirm);
  });
  it('every constructed valid password passes', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(password.length).toBeGreaterThanOrEqual(8);
        expect(password.length).toBeLessThanOrEqual(50);
        expect(validate(password, NEW_PASSWORD_RULES)).toBeNull();
        expect(validate(password, REGISTRATION_PASSWORD_RULES)).toBeNull();
      }),
    );
  });
  it('removing the uppercase always fails with the uppercase message', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        expect(validate(password.toLowerCase(), NEW_PASSWORD_RULES)).toBe(SPEC.upper);
      }),
    );
  });
  it('removing the digits always fails with the number message', () => {
    fc.assert(
      fc.property(validPassword, (password) => {
        const noDigits = password.replace(/[0-9]/g, 'x');
        expect(validate(noDigits, NEW_PASSWORD_RULES)).toBe(SPEC.number);
      }),
    );
  });
  it('inserting a space always fails with the no-space message', () => {
    fc.assert(
      fc.property(validPassword, fc.nat(), (password, at) => {
        const i = 1 + (at % (password.length - 1));
        const spaced = `${password.slice(0, i)} ${password.slice(i)}`.slice(0, 50);
        expect(validate(spaced, NEW_PASSWORD_RULES)).toBe(SPEC.noSpace);
      }),
    );
  });
});

describe('change-password form', () => {
  const valid = { currentPassword: 'temp1234', newPassword: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' };

  it('passes a complete, consistent form', () => {
    expect(validateChangePasswordForm(valid)).toEqual({
      currentPassword: null,
      newPassword: null,
      confirmPassword: null,
    });
  });

  it('current password: required, then 8 to 50', () => {
    expect(validate('', CURRENT_PASSWORD_RULES)).toBe(SPEC.currentRequired);
    expect(validate('short', CURRENT_PASSWORD_RULES)).toBe(SPEC.currentLength);
    expect(validate('x'.repeat(51), CURRENT_PASSWORD_RULES)).toBe(SPEC.currentLength);
    expect(validate('x'.repeat(50), CURRENT_PASSWORD_RULES)).toBeNull();
  });

  it('new password: required, uppercase, number, special, match, length', () => {
    const errorFor = (newPassword: string, confirmPassword = newPassword) =>
      validateChangePasswordForm({ ...valid, newPassword, confirmPassword }).newPassword;
    expect(errorFor('')).toBe(SPEC.newRequired);
    expect(errorFor('abcdefg1!')).toBe(SPEC.upper);
    expect(errorFor('Abcdefgh!')).toBe(SPEC.number);
    expect(errorFor('Abcdefgh1')).toBe(SPEC.special);
    expect(errorFor('Abcdefg1!', 'Abcdefg1?')).toBe(SPEC.mismatch);
    expect(errorFor('Ab1!')).toBe(SPEC.min);
    expect(errorFor(`Ab1!${'a'.repeat(47)}`)).toBe(SPEC.max);
  });

  it('confirmation: required, then the same rules against the new password', () => {
    const errorFor = (confirmPassword: string) =>
      validateChangePasswordForm({ ...valid, confirmPassword }).confirmPassword;
    expect(errorFor('')).toBe(SPEC.confirmRequired);
    expect(errorFor('abcdefg1!')).toBe(SPEC.upper);
    expect(errorFor('Abcdefg1?')).toBe(SPEC.mismatch);
  });

  it('a mismatch flags both password fields', () => {
    const errors = validateChangePasswordForm({ ...valid, confirmPassword: 'Xbcdefg1!' });
    expect(errors.newPassword).toBe(SPEC.mismatch);
    expect(errors.confirmPassword).toBe(SPEC.mismatch);
    expect(errors.currentPassword).toBeNull();
  });
});

describe('messages.ts carries the spec wording', () => {
  it('matches the quoted texts', () => {
    expect(M.passwordMin).toBe(SPEC.min);
    expect(M.currentPasswordLength).toBe(SPEC.currentLength);
    expect(M.passwordConfirm).toBe(SPEC.confirm);
  });
});
