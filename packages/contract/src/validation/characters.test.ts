import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  containsNumber,
  containsSpecialChar,
  containsUpperCase,
  firstIsLetter,
  noSpace,
  noSpecialChar,
  onlyText,
  secondIsNumber,
} from './characters.ts';

describe('onlyText', () => {
  const rule = onlyText();
  it('accepts letters and spaces, including unicode letters', () => {
    expect(rule.test('John Smith')).toBe(true);
    expect(rule.test('Zoë Ångström')).toBe(true);
    expect(rule.test('山田 太郎')).toBe(true);
    expect(rule.test('')).toBe(true);
    expect(rule.test('   ')).toBe(true);
  });
  it('rejects digits, punctuation and other whitespace', () => {
    expect(rule.test('John2')).toBe(false);
    expect(rule.test("O'Brien")).toBe(false);
    expect(rule.test('a-b')).toBe(false);
    expect(rule.test('a\tb')).toBe(false);
  });
});

describe('containsUpperCase', () => {
  const rule = containsUpperCase();
  it('needs an uppercase letter anywhere', () => {
    expect(rule.test('abcD')).toBe(true);
    expect(rule.test('Élan')).toBe(true);
    expect(rule.test('abc')).toBe(false);
    expect(rule.test('123!')).toBe(false);
    expect(rule.test('')).toBe(false);
  });
  it('fails for every lowercased ASCII string', () => {
    fc.assert(fc.property(fc.string(), (value) => !rule.test(value.toLowerCase())));
  });
});

describe('containsNumber', () => {
  const rule = containsNumber();
  it('needs an ASCII digit', () => {
    expect(rule.test('abc1')).toBe(true);
    expect(rule.test('0')).toBe(true);
    expect(rule.test('abc')).toBe(false);
    expect(rule.test('')).toBe(false);
  });
  it('holds iff some character is 0-9', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(rule.test(value)).toBe([...value].some((c) => c >= '0' && c <= '9'));
      }),
    );
  });
});

describe('containsSpecialChar', () => {
  const rule = containsSpecialChar();
  it('counts punctuation, symbols and emoji as special', () => {
    for (const value of ['a!', '#', 'a_b', 'x@y', '€', 'smile😀', '.']) expect(rule.test(value)).toBe(true);
  });
  it('does not count letters, digits or whitespace', () => {
    for (const value of ['', 'abc', 'ABC123', 'Zoë', 'a b\tc\n', '日本語'])
      expect(rule.test(value)).toBe(false);
  });
});

describe('noSpecialChar', () => {
  const rule = noSpecialChar();
  it('accepts letters, digits and spaces', () => {
    expect(rule.test('Plan 2 Pro')).toBe(true);
    expect(rule.test('Café 42')).toBe(true);
    expect(rule.test('')).toBe(true);
  });
  it('rejects anything else', () => {
    expect(rule.test('Plan-2')).toBe(false);
    expect(rule.test('a_b')).toBe(false);
    expect(rule.test('a\tb')).toBe(false);
  });
  it('is the complement of containsSpecialChar when the only whitespace is the space', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }).filter((v) => !/[^\S ]/u.test(v)),
        (value) => {
          expect(rule.test(value)).toBe(!containsSpecialChar().test(value));
        },
      ),
    );
  });
});

describe('firstIsLetter', () => {
  const rule = firstIsLetter();
  it('looks at the first character only', () => {
    expect(rule.test('a1')).toBe(true);
    expect(rule.test('É')).toBe(true);
    expect(rule.test('1a')).toBe(false);
    expect(rule.test(' a')).toBe(false);
    expect(rule.test('')).toBe(false);
  });
});

describe('secondIsNumber', () => {
  const rule = secondIsNumber();
  it('looks at the second character only', () => {
    expect(rule.test('a1')).toBe(true);
    expect(rule.test('a1b')).toBe(true);
    expect(rule.test('😀1')).toBe(true);
    expect(rule.test('ab1')).toBe(false);
    expect(rule.test('1')).toBe(false);
    expect(rule.test('')).toBe(false);
  });
});

describe('noSpace', () => {
  const rule = noSpace();
  it('rejects any whitespace', () => {
    expect(rule.test('abc')).toBe(true);
    expect(rule.test('')).toBe(true);
    expect(rule.test('a b')).toBe(false);
    expect(rule.test(' abc')).toBe(false);
    expect(rule.test('abc\t')).toBe(false);
    expect(rule.test('a\u00a0b')).toBe(false);
  });
});

describe('default messages', () => {
  it('every rule has a readable default and accepts an override', () => {
    for (const factory of [
      onlyText,
      containsUpperCase,
      containsNumber,
      containsSpecialChar,
      noSpecialChar,
      firstIsLetter,
      secondIsNumber,
      noSpace,
    ]) {
      expect(factory().message.length).toBeGreaterThan(5);
      expect(factory('custom').message).toBe('custom');
    }
  });
});
