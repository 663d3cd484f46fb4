import type { TRule } from './rule.ts';

// Rules that compare the value with other values: a default, existing titles, another field.

/** The value must differ from the field's default (e.g. a placeholder name left unchanged). Trimmed. */
export function isNameDefault(defaultValue: string, message = 'Change the default name'): TRule {
  return { test: (value) => value.trim() !== defaultValue.trim(), message };
}

// Upper then lower folds pairs that a single toLowerCase misses, e.g. "ß" and "SS" both become "ss".
function titleKey(title: string): string {
  return title.trim().toUpperCase().toLowerCase();
}

/**
 * No existing title equals the value, ignoring case and surrounding spaces. When editing an item,
 * leave its own title out of `existingTitles`.
 */
export function dupTitle(existingTitles: readonly string[], message = 'This title already exists'): TRule {
  const keys = new Set(existingTitles.map(titleKey));
  return { test: (value) => !keys.has(titleKey(value)), message };
}

/** Exactly equal to the other value (case and spaces count), e.g. a password confirmation. */
export function match(other: string, message = 'Values do not match'): TRule {
  return { test: (value) => value === other, message };
}
