import type { TRule } from './rule.ts';

// Character-class rules. Letters are any Unicode letter (with combining marks, so decomposed "é" is a
// letter); "number" in the password rules means an ASCII digit, the only digits a keyboard form expects.
// "only"/"no" rules restrict what may appear, so an empty value passes them (pair with required);
// "contains"/"first"/"second" rules demand something, so an empty value fails them.

const ONLY_TEXT = /^[\p{L}\p{M} ]*$/u;
const UPPER_CASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;
// Special: anything that is not a letter, a number or whitespace (punctuation, symbols, emoji).
const SPECIAL = /[^\p{L}\p{M}\p{N}\s]/u;
const NO_SPECIAL = /^[\p{L}\p{M}\p{N} ]*$/u;
const FIRST_LETTER = /^\p{L}/u;
// `.` with the u and s flags takes one whole code point, newline included.
const SECOND_DIGIT = /^.[0-9]/su;
const WHITESPACE = /\s/u;

/** Letters and spaces only. */
export function onlyText(message = 'Use letters and spaces only'): TRule {
  return { test: (value) => ONLY_TEXT.test(value), message };
}

export function containsUpperCase(message = 'Include at least 1 uppercase letter'): TRule {
  return { test: (value) => UPPER_CASE.test(value), message };
}

export function containsNumber(message = 'Include at least 1 number'): TRule {
  return { test: (value) => DIGIT.test(value), message };
}

export function containsSpecialChar(message = 'Include at least 1 special character'): TRule {
  return { test: (value) => SPECIAL.test(value), message };
}

/** Letters, digits and spaces only. */
export function noSpecialChar(message = 'Use letters, numbers and spaces only'): TRule {
  return { test: (value) => NO_SPECIAL.test(value), message };
}

export function firstIsLetter(message = 'Must start with a letter'): TRule {
  return { test: (value) => FIRST_LETTER.test(value), message };
}

export function secondIsNumber(message = 'The second character must be a number'): TRule {
  return { test: (value) => SECOND_DIGIT.test(value), message };
}

/** No whitespace anywhere (space, tab, newline). */
export function noSpace(message = 'Spaces are not allowed'): TRule {
  return { test: (value) => !WHITESPACE.test(value), message };
}
