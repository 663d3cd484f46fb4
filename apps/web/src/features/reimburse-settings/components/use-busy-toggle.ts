import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';

/**
 * A table's per-row switch: the row being saved (its switch disabled meanwhile) and a refusal as a toast.
 * `run(key, save)` marks the row busy, awaits the save and clears the mark whatever happens.
 */
export function useBusyToggle() {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, save: () => Promise<unknown>) => {
    setBusy(key);
    try {
      await save();
    } catch (failure) {
      showToast({ kind: 'error', message: errorMessageOf(failure) });
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
