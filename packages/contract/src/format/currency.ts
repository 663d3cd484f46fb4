import { CURRENCY_SYMBOL_FALLBACK, CURRENCY_SYMBOLS } from '../constants.ts';
import { minorUnitsPerMajor } from '../marketplace-currencies.ts';

/** The symbol for an ISO currency code (any case); unknown or missing codes show the fallback "$". */
export function currencySymbol(code: string | null | undefined): string {
  const key = code?.trim().toUpperCase() ?? '';
  // hasOwn keeps inherited names such as "constructor" out.
  return Object.hasOwn(CURRENCY_SYMBOLS, key)
    ? (CURRENCY_SYMBOLS[key] ?? CURRENCY_SYMBOL_FALLBACK)
    : CURRENCY_SYMBOL_FALLBACK;
}

/** Digits after the decimal point of a currency's minor unit (any case; JPY has none; unknown or missing: 2). */
export function currencyDigits(currency: string | null | undefined): number {
  return minorUnitsPerMajor((currency ?? '').trim().toUpperCase()) === 1 ? 0 : 2;
}

/**
 * Integer minor units as money with the spec's symbol (§9: unknown or missing codes show "$"), grouped in
 * thousands with the currency's own minor-unit digits: 123450 USD → "$1,234.50", 1234 JPY → "¥1,234",
 * -1230 EUR → "-€12.30".
 */
export function formatMoney(minor: number, currency: string | null | undefined): string {
  const digits = currencyDigits(currency);
  const amount = (Math.abs(minor) / 10 ** digits).toLocaleString('en-US', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  // A value that rounds to zero shows no sign ("-$0.00" reads as a debt).
  return `${minor < 0 && Number(amount.replace(/,/g, '')) !== 0 ? '-' : ''}${currencySymbol(currency)}${amount}`;
}
