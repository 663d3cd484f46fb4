import { Alert, Badge, Button, Drawer, Group, Stack, Switch, Text } from '@mantine/core';
import { REPORT_SCHEDULE_LABELS, type TReportSchedule, WEEKDAY_LABELS } from '@seller-tools/contract';
import { IconMailForward, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ActionError } from '../../../components/kit/action-error';
import { confirmAction } from '../../../components/ui/confirm-action';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { SectionList, SectionRow } from '../../../components/ui/section-card';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { useShellContext } from '../../../lib/shell';
import { useDeleteSchedule, useReportSchedules, useSaveSchedule } from '../api/report-schedules';
import { ScheduleFormModal, storeLabel } from './schedule-form-modal';

const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** "Weekly on Monday at 07:00 (Europe/Berlin)". */
export function cadenceOf(s: TReportSchedule): string {
  const when =
    s.frequency === 'daily'
      ? 'Daily'
      : s.frequency === 'weekly'
        ? `Weekly on ${WEEKDAY_LABELS[(s.weekday ?? 1) - 1]}`
        : `Monthly on day ${s.month_day}`;
  return `${when} at ${hourLabel(s.send_hour)} (${s.time_zone})`;
}

/** The Reports page's "Scheduled emails": the user's standing report mails, with add, edit, on/off, delete. */
export function ScheduledEmailsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { stores, currentChannelId } = useShellContext();
  const schedules = useReportSchedules(opened);
  const save = useSaveSchedule();
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<TReportSchedule | 'new' | null>(null);

  const toggle = (s: TReportSchedule, enabled: boolean) =>
    save.mutate({
      scheduleId: s.id,
      body: {
        channel_id: s.channel_id,
        report: s.report,
        frequency: s.frequency,
        weekday: s.weekday,
        month_day: s.month_day,
        send_hour: s.send_hour,
        time_zone: s.time_zone,
        format: s.format,
        recipient_ids: s.recipients.map((r) => r.id),
        enabled,
      },
    });
  const confirmDelete = (s: TReportSchedule) =>
    confirmAction({
      title: 'Delete this scheduled email?',
      message: <>The {REPORT_SCHEDULE_LABELS[s.report]} report will no longer be mailed.</>,
      confirmLabel: 'Delete',
      onConfirm: () => remove.mutate(s.id),
    });
  const canAdd = stores.length > 0;

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="min(100%, 480px)"
      title="Scheduled emails"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A report of the day, week or month just ended, mailed as a CSV or Excel file at the hour you choose.
        </Text>
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')} disabled={!canAdd}>
            New scheduled email
          </Button>
        </Group>
        <ActionError error={save.error ?? remove.error} />
        <QueryState
          query={schedules}
          skeleton={<ListSkeleton rows={2} label="Loading scheduled emails" />}
          errorTitle="Scheduled emails could not be loaded"
          empty={
            <EmptyPanel icon={<IconMailForward size={28} />} title="No scheduled emails yet">
              Get the Reviews, Sales or Profit report in your inbox every day, week or month, for you and
              colleagues who may see the store.
            </EmptyPanel>
          }
        >
          {(list) => (
            <SectionList label="Scheduled emails">
              {list.map((s) => {
                const store = stores.find((x) => x.channelId === s.channel_id);
                return (
                  <SectionRow
                    key={s.id}
                    subject={`${REPORT_SCHEDULE_LABELS[s.report]} report email`}
                    align="flex-start"
                    py="sm"
                    onEdit={() => setEditing(s)}
                    onDelete={() => confirmDelete(s)}
                    controls={
                      <Switch
                        aria-label={`Send the ${REPORT_SCHEDULE_LABELS[s.report]} report email`}
                        checked={s.enabled}
                        onChange={(event) => toggle(s, event.currentTarget.checked)}
                      />
                    }
                  >
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Group gap="xs" wrap="wrap">
                        <Text size="sm" fw={600}>
                          {REPORT_SCHEDULE_LABELS[s.report]}
                        </Text>
                        <Badge size="sm" variant="light">
                          {s.format.toUpperCase()}
                        </Badge>
                      </Group>
                      <Text size="sm">{storeLabel(store)}</Text>
                      <Text size="xs" c="dimmed">
                        {cadenceOf(s)}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                        To {s.recipients.map((r) => r.email).join(', ') || '—'}
                      </Text>
                      {s.last_period_from && (
                        <Text size="xs" c="dimmed">
                          Last sent for the period from {s.last_period_from}
                        </Text>
                      )}
                      {s.paused_reason && (
                        <Alert color="yellow" p="xs">
                          <Text size="xs">{s.paused_reason}</Text>
                        </Alert>
                      )}
                    </Stack>
                  </SectionRow>
                );
              })}
            </SectionList>
          )}
        </QueryState>
      </Stack>
      {editing && (
        <ScheduleFormModal
          schedule={editing === 'new' ? null : editing}
          defaultChannelId={currentChannelId ?? stores[0]?.channelId ?? ''}
          stores={stores}
          onClose={() => setEditing(null)}
        />
      )}
    </Drawer>
  );
}
