import type { TEnrolment } from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useContractForm } from '../../../lib/forms';
import { useSaveAttempt } from '../../../lib/forms/use-save-attempt';
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
  const { error, saving, attempt } = useSaveAttempt();
  const run = (body: TValues) =>
    attempt(async () => {
      rememberEnrolment(queryClient, await save(body));
      await onSaved();
    });
  const onSubmit = contract.form.onSubmit(
    (body) => void run(body),
    () => contract.touchAll(),
  );
  return { ...contract, error, saving, onSubmit };
}
