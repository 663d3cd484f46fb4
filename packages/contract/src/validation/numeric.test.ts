import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAllowedNumericKey, lessThan, onlyNumber, onlyPositiveNumber } from './numeric.ts';

const digitString = fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 15 });

describe('onlyNumber', () => {
  const rule = onlyNumber();
  it('accepts digits and the empty value', () => {
    expect(rule.test('0123')).toBe(true);
    expect(rule.test('')).toBe(true);
  });
  it('rejects signs, decimals, spaces and non-ASCII digits', () => {
    for (const value of ['-1', '1.5', ' 1', '1 ', '1e3', '١٢', 'abc']) expect(rule.test(value)).toBe(false);
  });
  it('accepts every string of digits', () => {
    fc.assert(fc.property(digitString, (value) => rule.test(value)));
  });
  it('rejects every string containing a non-digit', () => {
    fc.assert(
      fc.property(
        digitString,
        fc.string({ minLength: 1, maxLength: 1 }).filter((c) => !/[0-9]/.test(c)),
        digitString,
        (before, bad, after) => !rule.test(before + bad + after),
      ),
    );
  });
});

describe('onlyPositiveNumber', () => {
  const rule = onlyPositiveNumber();
  it('accepts numbers above zero', () => {
    for (const value of ['1', '42', '0.5', '007', '']) expect(rule.test(value)).toBe(true);
  });
  it('rejects zero, negatives and non-numbers', () => {
    for (const value of ['0', '0.0', '-1', '-0.5', 'abc', '1.', '.5', '1e3', ' 1']) {
      expect(rule.test(value)).toBe(false);
    }
  });
});

describe('lessThan (value must be greater than n)', () => {
  it('follows the spec definition, not the name', () => {
    expect(lessThan(5).test('6')).toBe(true);
    expect(lessThan(5).test('5')).toBe(false);
    expect(lessThan(5).test('4')).toBe(false);
    expect(lessThan(0).test('0.1')).toBe(true);
    expect(lessThan(-3).test('-2')).toBe(true);
  });
  it('rejects non-numeric values and passes the empty value', () => {
    expect(lessThan(0).test('abc')).toBe(false);
    expect(lessThan(0).test('0x10')).toBe(false);
    expect(lessThan(0).test('')).toBe(true);
  });
  it('holds iff Number(value) > n for numeric strings', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer(), (value, n) => {
        expect(lessThan(n).test(String(value))).toBe(value > n);
      }),
    );
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }).map((d) => d.toFixed(3)),
        fc.integer({ min: -1e6, max: 1e6 }),
        (value, n) => {
          expect(lessThan(n).test(value)).toBe(Number(value) > n);
        },
      ),
    );
  });
});

describe('isAllowedNumericKey', () => {
  it('allows digits', () => {
    for (const key of '0123456789') expect(isAllowedNumericKey(key)).toBe(true);
  });
  it('allows minus unless the input is without-minus', () => {
    expect(isAllowedNumericKey('-')).toBe(true);
    expect(isAllowedNumericKey('-', { allowMinus: true })).toBe(true);
    expect(isAllowedNumericKey('-', { allowMinus: false })).toBe(false);
  });
  it('blocks other printable keys', () => {
    for (const key of ['a', 'E', 'e', '.', '+', ' ', ',', '١', '😀'])
      expect(isAllowedNumericKey(key)).toBe(false);
  });
  it('lets editing and navigation keys through', () => {
    for (const key of [
      'Backspace',
      'Delete',
      'ArrowLeft',
      'ArrowRight',
      'Tab',
      'Enter',
      'Home',
      'End',
      'F5',
    ]) {
      expect(isAllowedNumericKey(key, { allowMinus: false })).toBe(true);
    }
  });
  it('lets shortcuts through', () => {
    expect(isAllowedNumericKey('v', { withShortcutModifier: true })).toBe(true);
    expect(isAllowedNumericKey('v')).toBe(false);
  });
  it('blocks every single non-digit character other than minus', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((k) => !/^[0-9-]$/.test(k)),
        (key) => !isAllowedNumericKey(key),
      ),
    );
  });
});
