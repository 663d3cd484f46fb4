import type { TRule } from './rule.ts';

// Numeric rules. Values are form strings; an empty value passes (pair with required), because a
// blank numeric field is "not filled", not "zero".

const DIGITS = /^[0-9]*$/;
// A plain decimal as typed in a form: optional minus, digits, optional fraction. No exponents or hex,
// which Number() would otherwise accept.
const DECIMAL = /^-?[0-9]+(\.[0-9]+)?$/;

/** ASCII digits only. */
export function onlyNumber(message = 'Use numbers only'): TRule {
  return { test: (value) => DIGITS.test(value), message };
}

/** A decimal number greater than zero ("0" and "-1" fail, "0.5" passes). */
export function onlyPositiveNumber(message = 'Enter a number greater than 0'): TRule {
  return { test: (value) => value === '' || (DECIMAL.test(value) && Number(value) > 0), message };
}

/**
 * The spec's lessThan:N, which requires the value to be GREATER than N (the name is the spec's,
 * the meaning is its definition). Non-numeric values fail.
 */
export function lessThan(n: number, message = `Enter a number greater than ${n}`): TRule {
  return { test: (value) => value === '' || (DECIMAL.test(value) && Number(value) > n), message };
}

export type TNumericKeyOptions = {
  /** Inputs marked without-minus pass false. */
  readonly allowMinus?: boolean;
  /** Ctrl or Meta is held: shortcuts such as copy, paste and select-all must keep working. */
  readonly withShortcutModifier?: boolean;
};

// Named keys (KeyboardEvent.key values such as Backspace, ArrowLeft, Tab, F5) type nothing, so
// blocking them would only break editing and navigation.
const NAMED_KEY = /^[A-Z][A-Za-z0-9]+$/;

/**
 * Whether a keydown with this KeyboardEvent.key may go through on a numeric-only input: digits,
 * a minus unless the input is without-minus, editing/navigation keys and shortcuts. Pasted text
 * bypasses keydown, so the value still needs onlyNumber.
 */
export function isAllowedNumericKey(key: string, options: TNumericKeyOptions = {}): boolean {
  const { allowMinus = true, withShortcutModifier = false } = options;
  if (withShortcutModifier) return true;
  if (NAMED_KEY.test(key)) return true;
  if (key === '-') return allowMinus;
  return key.length === 1 && key >= '0' && key <= '9';
}
