import { charCount, type TRule } from './rule.ts';

// Presence and length rules. Lengths count code points (see charCount).

/** The field holds something other than whitespace. */
export function required(message = 'This field is required'): TRule {
  return { test: (value) => value.trim() !== '', message };
}

/** At least n characters. Not trimmed: spaces count, as the spec only trims for maxLength. */
export function minLength(n: number, message = `Enter at least ${n} characters`): TRule {
  return { test: (value) => charCount(value) >= n, message };
}

/** At most n characters once leading and trailing spaces are trimmed (spec §5 "maxLength:N (trimmed)"). */
export function maxLength(n: number, message = `Enter at most ${n} characters`): TRule {
  return { test: (value) => charCount(value.trim()) <= n, message };
}

/** Exactly n characters, untrimmed; the verification code needs all six boxes filled. */
export function exactLength(n: number, message = `Enter exactly ${n} characters`): TRule {
  return { test: (value) => charCount(value) === n, message };
}
