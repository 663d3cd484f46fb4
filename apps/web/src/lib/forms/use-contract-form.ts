import { useForm } from '@mantine/form';
import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import { zodResolver } from './zod-resolver';

/**
 * A `@mantine/form` form checked against the endpoint's own contract schema as the visitor types, so the
 * form refuses exactly what the server refuses, with the same message. A field's message shows once the
 * visitor has left the field (or tried to send), not while they are still typing into it the first time;
 * from then on it follows what they type.
 */
export function useContractForm<TValues extends Record<string, unknown>>(
  schema: z.ZodType,
  initial: TValues,
) {
  const validate = useMemo(() => zodResolver<TValues>(schema), [schema]);
  const form = useForm<TValues>({ mode: 'controlled', initialValues: initial, validate });
  const [left, setLeft] = useState<Partial<Record<keyof TValues, boolean>>>({});
  const values = form.getValues();
  const errors = validate(values);

  const touch = useCallback((field: keyof TValues) => {
    setLeft((current) => (current[field] ? current : { ...current, [field]: true }));
  }, []);
  /** Shows every message, e.g. when Enter is pressed on an incomplete form. */
  const touchAll = useCallback(() => {
    setLeft(Object.fromEntries(Object.keys(initial).map((key) => [key, true])) as typeof left);
  }, [initial]);

  const errorOf = (field: keyof TValues & string): string | null =>
    left[field] ? ((errors[field] as string | undefined) ?? null) : null;

  return {
    form,
    values,
    set: <K extends keyof TValues & string>(field: K, value: TValues[K]) =>
      // biome-ignore lint/suspicious/noExplicitAny: Mantine types a path's value loosely
      form.setFieldValue(field, value as any),
    touch,
    touchAll,
    reset: () => {
      form.reset();
      setLeft({});
    },
    isValid: Object.keys(errors).length === 0,
    /** The message under a field, or null. */
    errorOf,
    /** What a text input of a string field takes: its value, typing, leaving it, and its message. */
    textProps: (field: keyof TValues & string) => ({
      value: values[field] as string,
      onChange: (event: { currentTarget: { value: string } }) =>
        // biome-ignore lint/suspicious/noExplicitAny: the field holds a string (the caller's text field)
        form.setFieldValue(field, event.currentTarget.value as any),
      onBlur: () => touch(field),
      error: errorOf(field),
    }),
  };
}
