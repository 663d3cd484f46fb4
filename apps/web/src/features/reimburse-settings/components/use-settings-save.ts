import { type FormErrors, useForm } from '@mantine/form';
import { REIMBURSE_SETTINGS_MESSAGES, type TReimburseStoreSettings } from '@seller-tools/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { zodResolver } from '../../../lib/forms';
import { useSaveAttempt } from '../../../lib/forms/use-save-attempt';
import { showToast } from '../../../lib/toast';
import { useSettingsSaved } from '../api/store-settings';

/** Runs a settings form's save: saving flag, the refusal as a message, and a toast once it is saved. */
export function useFormSave<TBody>(save: (body: TBody) => Promise<unknown>, savedMessage: string) {
  const { error, setError, saving, attempt } = useSaveAttempt();
  const run = (body: TBody) =>
    attempt(async () => {
      await save(body);
      showToast({ kind: 'success', message: savedMessage });
    });
  return { error, setError, saving, run };
}

/**
 * A settings form shown as a section: its values checked by `validate`, saved through `save` (which also
 * keeps the answer) with a toast, and the section's submit, error, saving and canEdit.
 */
export function useSectionForm<TBody extends Record<string, unknown>>(
  initialValues: TBody,
  validate: (values: TBody) => FormErrors,
  save: (body: TBody) => Promise<unknown>,
  savedMessage: string,
  canEdit: boolean,
) {
  const form = useForm<TBody>({ mode: 'controlled', initialValues, validate });
  const { error, saving, run } = useFormSave(save, savedMessage);
  return { form, section: { onSubmit: form.onSubmit((body) => void run(body)), error, saving, canEdit } };
}

/** A section form whose save answers what it saved: the answer kept as the query data under `queryKey`. */
export function useCachedSectionForm<TBody extends Record<string, unknown>>(
  queryKey: readonly unknown[],
  initialValues: TBody,
  validate: (values: TBody) => FormErrors,
  save: (body: TBody) => Promise<unknown>,
  savedMessage: string,
  canEdit: boolean,
) {
  const queryClient = useQueryClient();
  return useSectionForm(
    initialValues,
    validate,
    async (body) => queryClient.setQueryData(queryKey, await save(body)),
    savedMessage,
    canEdit,
  );
}

/**
 * A store-settings form checked against the endpoint's schema: the values for this store (its channel id added), saving through `save`, whether
 * the fields are read-only (members who cannot edit), and the section's submit, error, saving and canEdit.
 */
export function useStoreSettingsForm<TBody extends Record<string, unknown> & { channel_id: string }>(
  settings: TReimburseStoreSettings,
  schema: z.ZodType,
  save: (body: TBody) => Promise<TReimburseStoreSettings>,
  initial: Omit<TBody, 'channel_id'>,
) {
  const saved = useSettingsSaved();
  const { form, section } = useSectionForm(
    { ...initial, channel_id: settings.channel_id } as TBody,
    zodResolver<TBody>(schema),
    async (body) => saved(await save(body)),
    REIMBURSE_SETTINGS_MESSAGES.saved,
    settings.can_edit,
  );
  return { form, values: form.getValues(), disabled: !settings.can_edit, section };
}
