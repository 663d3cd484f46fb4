import { type FormEvent, useState } from 'react';
import { useFormSend } from '../../../lib/forms';
import type { TSubmitResult } from '../api/submit-result';

type TSendable<TValues> = { mutateAsync(values: TValues): Promise<TSubmitResult>; isPending: boolean };
type TCheckedForm = { isValid: boolean; touchAll(): void; values: unknown };

/**
 * A public form's send: only once the form is valid (else every field shows its error) and never while a
 * send is under way, debounced. `sent` is the server's confirmation; `error` why it was refused.
 */
export function usePublicFormSend<TValues>(form: TCheckedForm, send: TSendable<TValues>) {
  const [sent, setSent] = useState<string | null>(null);
  const { error, submit } = useFormSend(async (values: TValues) => {
    const result = await send.mutateAsync(values);
    if (!result.ok) return result.message;
    setSent(result.message);
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form.isValid) return form.touchAll();
    if (!send.isPending) submit(form.values as TValues);
  };
  return { sent, setSent, error, onSubmit };
}
