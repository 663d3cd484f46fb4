import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dupTitle, isNameDefault, match } from './comparison.ts';

describe('isNameDefault', () => {
  it('fails while the value is still the default', () => {
    expect(isNameDefault('Untitled').test('Untitled')).toBe(false);
    expect(isNameDefault('Untitled').test(' Untitled ')).toBe(false);
  });
  it('passes any other value', () => {
    expect(isNameDefault('Untitled').test('My report')).toBe(true);
    expect(isNameDefault('Untitled').test('untitled')).toBe(true);
    expect(isNameDefault('Untitled').test('')).toBe(true);
  });
});

describe('dupTitle', () => {
  it('fails on a case-insensitive duplicate, ignoring surrounding spaces', () => {
    const rule = dupTitle(['Summer Sale', 'Q3']);
    expect(rule.test('summer sale')).toBe(false);
    expect(rule.test('SUMMER SALE')).toBe(false);
    expect(rule.test(' q3 ')).toBe(false);
    expect(rule.test('Summer Sales')).toBe(true);
    expect(rule.test('')).toBe(true);
  });
  it('handles unicode case pairs', () => {
    expect(dupTitle(['Straße']).test('STRASSE')).toBe(false);
    expect(dupTitle(['ÉTÉ']).test('été')).toBe(false);
  });
  it('passes everything against an empty list', () => {
    fc.assert(fc.property(fc.string(), (value) => dupTitle([]).test(value)));
  });
  it('is case-insensitive', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (title) => {
        expect(dupTitle([title]).test(title)).toBe(false);
        expect(dupTitle([title]).test(title.toUpperCase())).toBe(false);
        expect(dupTitle([title.toUpperCase()]).test(title)).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (title) => {
        expect(dupTitle([title]).test(title.toLowerCase())).toBe(false);
      }),
    );
  });
  it('is symmetric', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (a, b) => {
        expect(dupTitle([a]).test(b)).toBe(dupTitle([b]).test(a));
      }),
    );
  });
  it('passes titles that differ by more than case', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ') }), (title) => {
        expect(dupTitle([title]).test(`${title}1`)).toBe(true);
      }),
    );
  });
});

describe('match', () => {
  it('needs an exact match', () => {
    expect(match('Secret1!').test('Secret1!')).toBe(true);
    expect(match('Secret1!').test('secret1!')).toBe(false);
    expect(match('Secret1!').test('Secret1! ')).toBe(false);
    expect(match('').test('')).toBe(true);
  });
  it('holds iff the strings are equal', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(match(a).test(b)).toBe(a === b);
      }),
    );
  });
});
