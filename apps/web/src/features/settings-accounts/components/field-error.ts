import type { z } from 'zod';

/** The contract schema's first message for a field, or null: the form shows what the server would say. */
export function fieldError(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
