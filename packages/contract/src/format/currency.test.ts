import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCY_SYMBOLS } from '../constants.ts';
import { currencyDigits, currencySymbol, formatMoney } from './currency.ts';

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

describe('formatMoney', () => {
  it('shows USD with cents and thousands grouping', () => {
    expect(formatMoney(123450, 'USD')).toBe('$1,234.50');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(123456789, 'USD')).toBe('$1,234,567.89');
    expect(formatMoney(1230, 'EUR')).toBe('€12.30');
    expect(formatMoney(1200, 'gbp')).toBe('£12.00');
  });
  it('shows JPY (no minor unit) without decimals: 1 minor unit is ¥1', () => {
    expect(formatMoney(1234, 'JPY')).toBe('¥1,234');
    expect(formatMoney(5, 'jpy')).toBe('¥5');
    expect(formatMoney(1234567, 'KRW')).toBe('₩1,234,567');
  });
  it('puts the sign before the symbol', () => {
    expect(formatMoney(-123450, 'USD')).toBe('-$1,234.50');
    expect(formatMoney(-1234, 'JPY')).toBe('-¥1,234');
    expect(formatMoney(-1, 'EUR')).toBe('-€0.01');
  });
  it('shows the fallback $ with cents for an unknown or missing currency', () => {
    expect(formatMoney(123450, 'CAD')).toBe('$1,234.50');
    expect(formatMoney(99, null)).toBe('$0.99');
    expect(formatMoney(99, undefined)).toBe('$0.99');
    expect(formatMoney(99, '')).toBe('$0.99');
  });
  it('shows zero without a sign', () => {
    expect(formatMoney(0, 'USD')).toBe('$0.00');
    expect(formatMoney(-0, 'USD')).toBe('$0.00');
    expect(formatMoney(0, 'JPY')).toBe('¥0');
  });
  it("knows each currency's minor-unit digits", () => {
    expect(currencyDigits('USD')).toBe(2);
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits(' jpy ')).toBe(0);
    expect(currencyDigits(null)).toBe(2);
  });
});
