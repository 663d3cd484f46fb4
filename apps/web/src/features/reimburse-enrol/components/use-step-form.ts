import type { TEnrolment } from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { useContractForm } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { rememberEnrolment } from '../api/enrolment';

/**
 * A step's form: checked against the step's contract schema, saved by the step's endpoint, the answer kept
 * as the enrolment state, a refusal kept as the message the step shows; `onSaved` then moves on.
 */
export function useStepForm<TValues extends Record<string, unknown>>(
  schema: z.ZodType,
  initial: TValues,
  save: (body: TValues) => Promise<TEnrolment>,
  onSaved: () => unknown,
) {
  const queryClient = useQueryClient();
  const contract = useContractForm<TValues>(schema, initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const run = async (body: TValues) => {
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
  const onSubmit = contract.form.onSubmit(
    (body) => void run(body),
    () => contract.touchAll(),
  );
  return { ...contract, error, saving, onSubmit };
}
