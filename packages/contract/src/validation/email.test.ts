import { describe, expect, it } from 'vitest';
import { email, isEmail, simpleEmail } from './email.ts';

describe('email', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'user@example.com',
      'first.last+tag@sub.example.co.uk',
      'a_b-c@x-y.io',
      'A1@B2.DE',
    ]) {
      expect(email().test(value)).toBe(true);
    }
  });
  it('rejects malformed addresses', () => {
    for (const value of [
      '',
      ' ',
      'user',
      'user@',
      '@example.com',
      'user@example',
      'user@example.c',
      'us er@example.com',
      ' user@example.com',
      'user@example.com ',
      'user@@example.com',
      'user@exa mple.com',
      'user@example..com',
      '.user@example.com',
      'user.@example.com',
      'us..er@example.com',
      'user@-example.com',
      'user@example-.com',
      'user@example.c0m',
    ]) {
      expect(isEmail(value), value).toBe(false);
    }
  });
  it('accepts up to 254 characters and rejects longer addresses', () => {
    // Labels stay within 63 characters, so only the total length decides.
    const domain = `${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(63)}.com`;
    const atLimit = `${'a'.repeat(64)}@${domain}`;
    const overLimit = `${'a'.repeat(65)}@${domain}`;
    expect(atLimit.length).toBe(254);
    expect(isEmail(atLimit)).toBe(true);
    expect(overLimit.length).toBe(255);
    expect(isEmail(overLimit)).toBe(false);
  });
});

describe('simpleEmail', () => {
  const rule = simpleEmail();
  it('needs something@something without spaces', () => {
    expect(rule.test('a@b')).toBe(true);
    expect(rule.test('user@example.com')).toBe(true);
    expect(rule.test('')).toBe(false);
    expect(rule.test('ab')).toBe(false);
    expect(rule.test('a@')).toBe(false);
    expect(rule.test('@b')).toBe(false);
    expect(rule.test('a @b')).toBe(false);
    expect(rule.test('a@b c')).toBe(false);
    expect(rule.test('a@b@c')).toBe(false);
  });
});
