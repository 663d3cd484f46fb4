import { fieldErrorsOf } from '@seller-tools/contract';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';

/**
 * A form checked against the endpoint's own contract schema as the visitor types, so the form refuses
 * exactly what the server refuses, with the same message. A field's message shows once the visitor has
 * left the field (or tried to send), not while they are still typing into it for the first time.
 */
export function useSchemaForm<TValues extends Record<string, unknown>>(schema: z.ZodType, initial: TValues) {
  const [values, setValues] = useState<TValues>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof TValues, boolean>>>({});

  const parsed = useMemo(() => schema.safeParse(values), [schema, values]);
  const errors = useMemo(() => (parsed.success ? {} : fieldErrorsOf(parsed.error)), [parsed]);

  const set = useCallback(<K extends keyof TValues>(field: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);
  const touch = useCallback((field: keyof TValues) => {
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);
  /** Shows every message, e.g. when Enter is pressed on an incomplete form. */
  const touchAll = useCallback(() => {
    setTouched(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as typeof touched);
  }, [initial]);
  const reset = useCallback(() => {
    setValues(initial);
    setTouched({});
  }, [initial]);

  return {
    values,
    set,
    touch,
    touchAll,
    reset,
    isValid: parsed.success,
    /** The message under a field, or null. */
    errorOf: (field: keyof TValues & string): string | null =>
      touched[field] ? (errors[field] ?? null) : null,
  };
}
