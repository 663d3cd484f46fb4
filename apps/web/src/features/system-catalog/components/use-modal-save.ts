import { useSaveAttempt } from '../../../lib/forms/use-save-attempt';
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
  const { error: serverError, attempt } = useSaveAttempt();
  const submit = (values: TValues) =>
    attempt(async () => {
      await save(values);
      showToast({ kind: 'success', message: savedMessage });
      onClose();
    });
  return { serverError, submit };
}
