import type { TRule } from './rule.ts';

// Two email checks of spec §5: the full pattern used by forms, and a simple "x@y without spaces"
// check for places that only need the shape.

const LOCAL_ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const DOMAIN_LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
// Dot-separated local atoms (no leading, trailing or doubled dot), then labels and a 2+ letter TLD.
const EMAIL = new RegExp(`^${LOCAL_ATOM}(?:\\.${LOCAL_ATOM})*@(?:${DOMAIN_LABEL}\\.)+[A-Za-z]{2,63}$`);
// RFC 5321 caps a forward path at 254 characters.
const EMAIL_MAX_LENGTH = 254;
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+$/u;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

export function email(message = 'Enter a valid email address'): TRule {
  return { test: isEmail, message };
}

/** Something, an @, something; no whitespace anywhere. */
export function simpleEmail(message = 'Enter a valid email address'): TRule {
  return { test: (value) => SIMPLE_EMAIL.test(value), message };
}
