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
