import { Group, MultiSelect, Paper, SegmentedControl, Stack, TagsInput, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  ALERT_DELIVERIES,
  type TAlertDelivery,
  type TAlertPreference,
  type TAlertRouting,
  VIOLATION_TYPE_LABELS,
  ZSaveAlertRoutingBody,
} from '@seller-tools/contract';
import { QueryState } from '../../../components/ui/query-state';
import { SaveBar } from '../../../components/ui/save-bar';
import { zodResolver } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import type { TShellStore } from '../../../lib/shell';
import { showToast } from '../../../lib/toast';
import { useAlertRouting, useSaveAlertRouting } from '../api/violation';

// Alert settings (issue 22): per event type, e-mail at once, in the daily summary, or not at all, and
// optionally only for some stores, ASINs or watch-list tags (the bell follows the same choice). Reporters read
// theirs; the server refuses their changes.

const DELIVERY_LABELS: Record<TAlertDelivery, string> = {
  immediate: 'At once',
  daily: 'Daily summary',
  off: 'Off',
};
const deliveryData = ALERT_DELIVERIES.map((d) => ({ value: d, label: DELIVERY_LABELS[d] }));
const validate = zodResolver<{ preferences: TAlertPreference[] }>(ZSaveAlertRoutingBody);

type TStoreOption = { value: string; label: string };

/** The stores a preference may be scoped to: the user's own, plus any saved id they no longer see. */
function storeOptions(stores: readonly TShellStore[], routing: TAlertRouting): TStoreOption[] {
  const options = stores.map((s) => ({ value: s.channelId, label: `${s.companyName} · ${s.countryName}` }));
  const known = new Set(options.map((o) => o.value));
  const saved = [...new Set(routing.preferences.flatMap((p) => p.channel_ids))].filter(
    (id) => !known.has(id),
  );
  return [...options, ...saved.map((id) => ({ value: id, label: 'A store you no longer see' }))];
}

function RoutingForm({
  routing,
  canEdit,
  stores,
}: {
  routing: TAlertRouting;
  canEdit: boolean;
  stores: readonly TShellStore[];
}) {
  const storeData = storeOptions(stores, routing);
  const save = useSaveAlertRouting();
  const form = useForm<{ preferences: TAlertPreference[] }>({
    mode: 'controlled',
    initialValues: { preferences: routing.preferences },
    validate,
  });
  const submit = form.onSubmit((values) =>
    save.mutate(values.preferences, {
      onSuccess: (answer) => {
        form.resetDirty({ preferences: answer.data.preferences });
        showToast({ kind: 'success', message: answer.message ?? 'Saved.' });
      },
      onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
    }),
  );
  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        {!canEdit && (
          <Text size="sm" c="dimmed">
            You receive these alerts read-only (violation reporter); a violation admin can change them.
          </Text>
        )}
        {form.getValues().preferences.map((p, i) => (
          <Paper key={p.type} withBorder p="sm" radius="md">
            <Stack gap="xs">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{VIOLATION_TYPE_LABELS[p.type]}</Text>
                <SegmentedControl
                  size="xs"
                  aria-label={`${VIOLATION_TYPE_LABELS[p.type]} alerts`}
                  data={deliveryData}
                  disabled={!canEdit}
                  {...form.getInputProps(`preferences.${i}.delivery`)}
                />
              </Group>
              {p.delivery !== 'off' && (
                <Group grow wrap="wrap" gap="xs" align="flex-start">
                  {storeData.length > 1 && (
                    <MultiSelect
                      size="xs"
                      label="Only these stores"
                      placeholder="Every store"
                      data={storeData}
                      disabled={!canEdit}
                      miw={200}
                      {...form.getInputProps(`preferences.${i}.channel_ids`)}
                    />
                  )}
                  <TagsInput
                    size="xs"
                    label="Only these ASINs"
                    placeholder="Every ASIN"
                    disabled={!canEdit}
                    miw={200}
                    {...form.getInputProps(`preferences.${i}.asins`)}
                  />
                  <TagsInput
                    size="xs"
                    label="Only these tags"
                    placeholder="Every tag"
                    disabled={!canEdit}
                    miw={200}
                    {...form.getInputProps(`preferences.${i}.tags`)}
                  />
                </Group>
              )}
            </Stack>
          </Paper>
        ))}
        <SaveBar
          saving={save.isPending}
          disabled={!form.isDirty()}
          canEdit={canEdit}
          label="Save alert settings"
        />
      </Stack>
    </form>
  );
}

export function AlertSettings({
  canEdit,
  stores = [],
}: {
  canEdit: boolean;
  /** The stores the user may see (the shell's list); with more than one, a preference can pick some. */
  stores?: readonly TShellStore[];
}) {
  const query = useAlertRouting();
  return (
    <QueryState query={query} errorTitle="Alert settings could not be loaded">
      {(routing) => <RoutingForm routing={routing} canEdit={canEdit} stores={stores} />}
    </QueryState>
  );
}
