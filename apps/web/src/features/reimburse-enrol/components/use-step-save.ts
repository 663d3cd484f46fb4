import type { TEnrolment } from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { rememberEnrolment } from '../api/enrolment';

/** A step's save: the answer kept as the enrolment state, the refusal kept as the message the step shows. */
export function useStepSave<TBody>(save: (body: TBody) => Promise<TEnrolment>, onSaved: () => unknown) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const run = async (body: TBody) => {
    setError(null);
    setSaving(true);
    try {
      rememberEnrolment(queryClient, await save(body));
      await onSaved();
    } catch (failure) {
      setError(errorMessageOf(failure));
    } finally {
      setSaving(false);
    }
  };
  return { error, saving, run };
}
