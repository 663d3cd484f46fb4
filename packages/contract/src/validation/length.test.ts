import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactLength, maxLength, minLength, required } from './length.ts';
import { charCount } from './rule.ts';

describe('required', () => {
  it('rejects empty and whitespace-only values', () => {
    expect(required().test('')).toBe(false);
    expect(required().test('  \t\n')).toBe(false);
  });
  it('accepts anything else', () => {
    expect(required().test('a')).toBe(true);
    expect(required().test(' a ')).toBe(true);
  });
  it('carries a default message and an override', () => {
    expect(required().message).toBe('This field is required');
    expect(required('Fill me').message).toBe('Fill me');
  });
});

describe('minLength', () => {
  it('compares the untrimmed length', () => {
    expect(minLength(3).test('')).toBe(false);
    expect(minLength(3).test('ab')).toBe(false);
    expect(minLength(3).test('abc')).toBe(true);
    expect(minLength(3).test(' ab')).toBe(true);
    expect(minLength(3).test('   ')).toBe(true);
  });
  it('counts unicode letters and emoji as one character each', () => {
    expect(minLength(3).test('日本')).toBe(false);
    expect(minLength(3).test('日本語')).toBe(true);
    expect(minLength(2).test('😀')).toBe(false);
  });
  it('has a readable default message', () => {
    expect(minLength(3).message).toBe('Enter at least 3 characters');
  });
  it('holds iff the code-point length is at least n', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(20), (value, n) => {
        expect(minLength(n).test(value)).toBe(charCount(value) >= n);
      }),
    );
  });
});

describe('maxLength (trimmed)', () => {
  it('ignores leading and trailing spaces', () => {
    expect(maxLength(3).test('abc')).toBe(true);
    expect(maxLength(3).test('  abc  ')).toBe(true);
    expect(maxLength(3).test('abcd')).toBe(false);
    expect(maxLength(3).test(' a b ')).toBe(true);
    expect(maxLength(3).test(' a  b ')).toBe(false);
  });
  it('accepts empty and whitespace-only values', () => {
    expect(maxLength(0).test('')).toBe(true);
    expect(maxLength(0).test('    ')).toBe(true);
    expect(maxLength(0).test('a')).toBe(false);
  });
  it('counts unicode letters as one character each', () => {
    expect(maxLength(3).test('éàü')).toBe(true);
    expect(maxLength(2).test('😀😀')).toBe(true);
    expect(maxLength(2).test('😀😀😀')).toBe(false);
  });
  it('holds iff the trimmed length is at most n', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.nat(20), (value, n) => {
        expect(maxLength(n).test(value)).toBe(charCount(value.trim()) <= n);
      }),
    );
  });
  it('is unaffected by padding with spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(20), fc.nat(5), fc.nat(5), (value, n, before, after) => {
        const padded = ' '.repeat(before) + value + ' '.repeat(after);
        expect(maxLength(n).test(padded)).toBe(maxLength(n).test(value));
      }),
    );
  });
});

describe('exactLength', () => {
  it('needs exactly n characters', () => {
    expect(exactLength(6).test('12345')).toBe(false);
    expect(exactLength(6).test('123456')).toBe(true);
    expect(exactLength(6).test('1234567')).toBe(false);
    expect(exactLength(6).test('')).toBe(false);
  });
});
