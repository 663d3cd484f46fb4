import { REIMBURSE_SETTINGS_MESSAGES, type TReimburseStoreSettings } from '@seller-tools/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSettingsSaved } from '../api/store-settings';

/** Runs a store-settings save: saving flag, the refusal as a message, the cache updated and a toast. */
export function useSettingsSave<TBody>(save: (body: TBody) => Promise<TReimburseStoreSettings>) {
  const saved = useSettingsSaved();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const run = async (body: TBody) => {
    setError(null);
    setSaving(true);
    try {
      saved(await save(body));
      showToast({ kind: 'success', message: REIMBURSE_SETTINGS_MESSAGES.saved });
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return { error, setError, saving, run };
}
