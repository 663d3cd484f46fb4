import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';

/**
 * A catalogue modal's save: the toast and the modal closed once saved; else the refusal (or the contract's
 * own complaint) as the message the form shows until the next try.
 */
export function useModalSave<TValues>(
  save: (values: TValues) => Promise<unknown>,
  savedMessage: string,
  onClose: () => void,
) {
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (values: TValues) => {
    setServerError(null);
    try {
      await save(values);
      showToast({ kind: 'success', message: savedMessage });
      onClose();
    } catch (error) {
      setServerError(errorMessageOf(error));
    }
  };
  return { serverError, submit };
}
