import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS } from '../constants.ts';
import { currencySymbol } from './currency.ts';

describe('currencySymbol', () => {
  it('maps the spec currencies', () => {
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('JPY')).toBe('¥');
    expect(currencySymbol('PLN')).toBe('zł');
    expect(currencySymbol('SEK')).toBe('kr');
  });
  it('ignores case and surrounding spaces', () => {
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol(' inr ')).toBe('₹');
  });
  it('falls back to $ for unknown or missing codes', () => {
    expect(currencySymbol('CAD')).toBe('$');
    expect(currencySymbol('')).toBe('$');
    expect(currencySymbol(null)).toBe('$');
    expect(currencySymbol(undefined)).toBe('$');
    expect(currencySymbol('constructor')).toBe('$');
    expect(currencySymbol('__proto__')).toBe('$');
  });
  it('always returns a known symbol or the fallback', () => {
    const symbols = new Set([...Object.values(CURRENCY_SYMBOLS), '$']);
    fc.assert(fc.property(fc.string(), (code) => symbols.has(currencySymbol(code))));
  });
});
