import type { FormErrors } from '@mantine/form';
import type { z } from 'zod';

/**
 * Turns a contract schema into a `@mantine/form` validator, so a form refuses exactly what the server
 * refuses, with the same message. Paths are joined with dots as Mantine names nested fields
 * ("items.0.name"); the first issue of a field wins, as the schema lists the most basic check first.
 */
export function zodResolver<TValues>(schema: z.ZodType) {
  return (values: TValues): FormErrors => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return {};
    const errors: FormErrors = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      if (!(path in errors)) errors[path] = issue.message;
    }
    return errors;
  };
}

/**
 * Folds nested messages onto their top-level field ("modules.0" → "modules"), first one wins, for forms
 * that show one message per field, e.g. under a group of checkboxes.
 */
export function topLevelErrors(errors: FormErrors): FormErrors {
  const folded: FormErrors = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path.split('.')[0] ?? '';
    if (!(field in folded)) folded[field] = message;
  }
  return folded;
}
