import { useState } from 'react';
import { errorMessageOf } from '../http';

/**
 * A save under way and its refusal, as a form shows them: `attempt(task)` clears the last message, runs the
 * task with `saving` on, and keeps a failure as the message (the task does what follows a success itself).
 */
export function useSaveAttempt() {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const attempt = async (task: () => Promise<unknown>) => {
    setError(null);
    setSaving(true);
    try {
      await task();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return { error, setError, saving, attempt };
}
