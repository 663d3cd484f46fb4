import type { z } from 'zod';

// Control characters (C0 except tab, line feed and carriage return, and DEL) have no place in anything a
// person or a client sends us, and PostgreSQL refuses NUL in text outright (a 500 before this check).
// defineEndpoint applies the check once to every endpoint's params, query and body, so each string of
// every request is covered without a helper on each field.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// Half of a surrogate pair with no other half: not a character at all. It cannot be written as UTF-8,
// and PostgreSQL refuses it in JSON (a 500 before this check, from a saved setting).
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed';
export const BROKEN_TEXT_MESSAGE = 'This text holds a broken character';

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** What is wrong with a string we refuse in any request, if anything. */
export function textProblem(value: string): string | null {
  if (CONTROL_CHARACTER.test(value)) return CONTROL_CHARACTERS_MESSAGE;
  if (LONE_SURROGATE.test(value)) return BROKEN_TEXT_MESSAGE;
  return null;
}

/** The strings (values or object keys) in a parsed value that we refuse: their paths and what is wrong. */
export function textProblems(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? [{ path, message }] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => textProblems(item, [...path, index]));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return [];
  }
  return Object.entries(value).flatMap(([key, item]) => {
    const message = textProblem(key);
    return message ? [{ path: [...path, key], message }] : textProblems(item, [...path, key]);
  });
}

/**
 * The schema, refusing with a 400 naming the field any string holding a control character or a broken
 * (lone surrogate) character.
 */
export function refuseControlCharacters<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    for (const { path, message } of textProblems(value)) {
      ctx.addIssue({ code: 'custom', path, message, input: value });
    }
  });
}
