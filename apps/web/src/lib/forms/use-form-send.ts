import { useDebouncedCallback } from '@mantine/hooks';
import { GENERIC_ERROR_MESSAGE, SUBMIT_DEBOUNCE_MS } from '@seller-tools/contract';
import { useState } from 'react';

/**
 * A form's send, the one way every public and sign-in form does it: debounced (a burst of clicks sends
 * once), its failure kept as the message the form shows. `run` answers the server's refusal as a string
 * (or nothing when it went through); a thrown error (network, 5xx) becomes the generic message.
 */
export function useFormSend<TValues>(run: (values: TValues) => Promise<string | undefined>) {
  const [error, setError] = useState<string | null>(null);
  const submit = useDebouncedCallback(async (values: TValues) => {
    setError(null);
    try {
      const refusal = await run(values);
      if (refusal !== undefined) setError(refusal);
    } catch {
      setError(GENERIC_ERROR_MESSAGE);
    }
  }, SUBMIT_DEBOUNCE_MS);
  return { error, setError, submit };
}
