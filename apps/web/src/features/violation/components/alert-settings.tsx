import { Button, Group, Paper, SegmentedControl, Stack, TagsInput, Text } from '@mantine/core';
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
import { zodResolver } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useAlertRouting, useSaveAlertRouting } from '../api/violation';

// Alert settings (issue 22): per event type, e-mail at once, in the daily summary, or not at all, and
// optionally only for some ASINs or watch-list tags (the bell follows the same choice). Reporters read
// theirs; the server refuses their changes.

const DELIVERY_LABELS: Record<TAlertDelivery, string> = {
  immediate: 'At once',
  daily: 'Daily summary',
  off: 'Off',
};
const deliveryData = ALERT_DELIVERIES.map((d) => ({ value: d, label: DELIVERY_LABELS[d] }));
const validate = zodResolver<{ preferences: TAlertPreference[] }>(ZSaveAlertRoutingBody);

function RoutingForm({ routing, canEdit }: { routing: TAlertRouting; canEdit: boolean }) {
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
        {canEdit && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending} disabled={!form.isDirty()}>
              Save alert settings
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

export function AlertSettings({ canEdit }: { canEdit: boolean }) {
  const query = useAlertRouting();
  return (
    <QueryState query={query} errorTitle="Alert settings could not be loaded">
      {(routing) => <RoutingForm routing={routing} canEdit={canEdit} />}
    </QueryState>
  );
}
