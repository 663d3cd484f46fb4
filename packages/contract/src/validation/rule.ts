// The one shape every validation rule of spec §5 shares: a pure test plus the message shown when it fails.
// Rules are built by small factories so a form can swap in the spec's exact wording per field.
export type TRule = {
  readonly test: (value: string) => boolean;
  readonly message: string;
};

/** The message of the first rule the value fails, or null when every rule passes. Order is priority. */
export function validate(value: string, rules: readonly TRule[]): string | null {
  for (const rule of rules) {
    if (!rule.test(value)) return rule.message;
  }
  return null;
}

/** Every failing message, in rule order; for checklists that show all unmet requirements at once. */
export function failingMessages(value: string, rules: readonly TRule[]): string[] {
  return rules.filter((rule) => !rule.test(value)).map((rule) => rule.message);
}

/**
 * Applies a rule only when the field is filled ("if non-empty" in the spec), testing the trimmed value.
 * A whitespace-only value counts as empty, so "   " never passes a 3-character minimum by padding.
 */
export function ifFilled(rule: TRule): TRule {
  return {
    test: (value) => {
      const trimmed = value.trim();
      return trimmed === '' || rule.test(trimmed);
    },
    message: rule.message,
  };
}

/** Length in code points, so an emoji or other astral character counts as one character, not two. */
export function charCount(value: string): number {
  let count = 0;
  for (const _ of value) count++;
  return count;
}
