import { describe, expect, it } from 'vitest';
import { ZCompanyName, ZEmail, ZNewPassword, ZPassword, ZPersonName, ZVerifyCode } from './schemas.ts';

function firstMessage(result: {
  success: boolean;
  error?: { issues: { message: string }[] };
}): string | null {
  return result.success ? null : (result.error?.issues[0]?.message ?? 'no issue');
}

describe('zod schemas carry the spec messages', () => {
  it('ZPersonName and ZCompanyName', () => {
    expect(firstMessage(ZPersonName.safeParse(''))).toBeNull();
    expect(firstMessage(ZPersonName.safeParse('Al'))).toBe('Enter at least 3 characters for the name');
    expect(firstMessage(ZCompanyName.safeParse('AB'))).toBe(
      'Enter at least 3 characters for the company name',
    );
    expect(firstMessage(ZCompanyName.safeParse('ACME'))).toBeNull();
  });

  it('ZEmail', () => {
    expect(ZEmail.parse('user@example.com')).toBe('user@example.com');
    expect(firstMessage(ZEmail.safeParse('nope'))).toBe('Please enter valid email');
  });

  it('ZPassword (registration)', () => {
    expect(firstMessage(ZPassword.safeParse('Abcdefg1!'))).toBeNull();
    expect(firstMessage(ZPassword.safeParse('Abcdefg1'))).toBe('Must contain at least 1 special character');
  });

  it('ZNewPassword', () => {
    expect(firstMessage(ZNewPassword.safeParse('Abcdefg1!'))).toBeNull();
    expect(firstMessage(ZNewPassword.safeParse('Abcd efg1!'))).toBe('Can not use empty space for password');
    const result = ZNewPassword.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues).toHaveLength(1);
  });

  it('ZVerifyCode', () => {
    expect(firstMessage(ZVerifyCode.safeParse('123456'))).toBeNull();
    expect(firstMessage(ZVerifyCode.safeParse('12345'))).toBe('Please enter a verify code.');
  });

  it('rejects non-strings', () => {
    expect(ZEmail.safeParse(42).success).toBe(false);
    expect(ZNewPassword.safeParse(undefined).success).toBe(false);
  });
});
