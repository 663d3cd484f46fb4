import { useForm } from '@mantine/form';
import { REIMBURSE_SETTINGS_MESSAGES, type TReimburseStoreSettings } from '@seller-tools/contract';
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

/** A store-settings save: as `useFormSave`, with the store's settings cache updated from the answer. */
export function useSettingsSave<TBody>(save: (body: TBody) => Promise<TReimburseStoreSettings>) {
  const saved = useSettingsSaved();
  return useFormSave(async (body: TBody) => saved(await save(body)), REIMBURSE_SETTINGS_MESSAGES.saved);
}

/**
 * A store-settings form checked against the endpoint's schema: the values for this store (its channel id added), saving through `save`, whether
 * the fields are read-only (members who cannot edit), and the section's submit, error, saving and canEdit.
 */
export function useStoreSettingsForm<TBody extends { channel_id: string }>(
  settings: TReimburseStoreSettings,
  schema: z.ZodType,
  save: (body: TBody) => Promise<TReimburseStoreSettings>,
  initial: Omit<TBody, 'channel_id'>,
) {
  const form = useForm<TBody>({
    mode: 'controlled',
    initialValues: { ...initial, channel_id: settings.channel_id } as TBody,
    validate: zodResolver<TBody>(schema),
  });
  const { error, saving, run } = useSettingsSave(save);
  const section = {
    onSubmit: form.onSubmit((body) => void run(body)),
    error,
    saving,
    canEdit: settings.can_edit,
  };
  return { form, values: form.getValues(), disabled: !settings.can_edit, section };
}
