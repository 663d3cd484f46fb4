import type { z } from 'zod';

// Control characters (C0 except tab, line feed and carriage return, and DEL) have no place in anything a
// person or a client sends us, and PostgreSQL refuses NUL in text outright (a 500 before this check).
// defineEndpoint applies the check once to every endpoint's params, query and body, so each string of
// every request is covered without a helper on each field.

// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const CONTROL_CHARACTERS_MESSAGE = 'Control characters are not allowed';

export function hasControlCharacter(value: string): boolean {
  return CONTROL_CHARACTER.test(value);
}

/** The paths of the strings (values or object keys) in a parsed value that hold a control character. */
export function controlCharacterPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return hasControlCharacter(value) ? [path] : [];
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, [...path, index]));
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) {
    return [];
  }
  return Object.entries(value).flatMap(([key, item]) =>
    hasControlCharacter(key) ? [[...path, key]] : controlCharacterPaths(item, [...path, key]),
  );
}

/** The schema, refusing any string holding a control character with a 400 naming the field. */
export function refuseControlCharacters<S extends z.ZodType>(schema: S): S {
  return schema.superRefine((value, ctx) => {
    for (const path of controlCharacterPaths(value)) {
      ctx.addIssue({ code: 'custom', path, message: CONTROL_CHARACTERS_MESSAGE, input: value });
    }
  });
}
