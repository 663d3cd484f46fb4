import { CURRENCY_SYMBOL_FALLBACK, CURRENCY_SYMBOLS } from '../constants.ts';

/** The symbol for an ISO currency code (any case); unknown or missing codes show the fallback "$". */
export function currencySymbol(code: string | null | undefined): string {
  const key = code?.trim().toUpperCase() ?? '';
  // hasOwn keeps inherited names such as "constructor" out.
  return Object.hasOwn(CURRENCY_SYMBOLS, key)
    ? (CURRENCY_SYMBOLS[key] ?? CURRENCY_SYMBOL_FALLBACK)
    : CURRENCY_SYMBOL_FALLBACK;
}
