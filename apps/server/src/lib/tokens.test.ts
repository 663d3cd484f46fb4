import { PASSWORD_MAX_LENGTH, REGISTRATION_PASSWORD_RULES, validate } from '@seller-tools/contract';
import { describe, expect, it } from 'vitest';
import { randomDigits, randomTemporaryPassword, randomToken, safeEqual, sha256 } from './tokens.ts';

describe('tokens', () => {
  it('makes 256-bit tokens that differ each time', () => {
    const a = randomToken();
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(randomToken()).not.toBe(a);
  });
  it('hashes with SHA-256', () => {
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('makes codes of digits only', () => {
    for (let i = 0; i < 50; i++) expect(randomDigits(6)).toMatch(/^\d{6}$/);
  });
  it('makes temporary passwords that pass the password rules', () => {
    for (let i = 0; i < 50; i++) {
      const password = randomTemporaryPassword();
      expect(validate(password, REGISTRATION_PASSWORD_RULES)).toBeNull();
      expect(password.length).toBeLessThanOrEqual(PASSWORD_MAX_LENGTH);
    }
  });
  it('compares in constant time and by value', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });
});
