import {
  Button,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  SegmentedControl,
  Select,
  Stack,
  Text,
} from '@mantine/core';
import {
  REPORT_SCHEDULE_LABELS,
  REPORT_SCHEDULE_MONTH_DAY_MAX,
  REPORT_SCHEDULE_REPORTS,
  type TReportSchedule,
  type TReportScheduleFrequency,
  type TReportScheduleReport,
  WEEKDAY_LABELS,
} from '@seller-tools/contract';
import { useMemo, useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import type { TShellStore } from '../../../lib/shell';
import { browserTimeZone, timeZoneOptions } from '../../../lib/time-zones';
import { useSaveSchedule, useScheduleRecipients } from '../api/report-schedules';

interface ScheduleFormModalProps {
  /** The schedule being edited; null: a new one for `defaultChannelId`. */
  schedule: TReportSchedule | null;
  defaultChannelId: string;
  stores: readonly TShellStore[];
  onClose: () => void;
}

const HOURS = Array.from({ length: 24 }, (_, h) => ({
  value: String(h),
  label: `${String(h).padStart(2, '0')}:00`,
}));
const MONTH_DAYS = Array.from({ length: REPORT_SCHEDULE_MONTH_DAY_MAX }, (_, i) => String(i + 1));

export const storeLabel = (store: TShellStore | undefined) =>
  store
    ? `${store.companyName} · ${store.countryName || store.countryCode}`
    : 'A store you can no longer see';

/** Add or edit a scheduled report email: report, store, how often, format and who gets it. */
export function ScheduleFormModal({ schedule, defaultChannelId, stores, onClose }: ScheduleFormModalProps) {
  const save = useSaveSchedule();
  const [channelId, setChannelId] = useState(schedule?.channel_id ?? defaultChannelId);
  const [report, setReport] = useState<TReportScheduleReport>(schedule?.report ?? 'sales');
  const [frequency, setFrequency] = useState<TReportScheduleFrequency>(schedule?.frequency ?? 'weekly');
  const [weekday, setWeekday] = useState(String(schedule?.weekday ?? 1));
  const [monthDay, setMonthDay] = useState(String(schedule?.month_day ?? 1));
  const [hour, setHour] = useState(String(schedule?.send_hour ?? 7));
  const [timeZone, setTimeZone] = useState(schedule?.time_zone ?? browserTimeZone());
  const [format, setFormat] = useState<'csv' | 'xlsx'>(schedule?.format ?? 'xlsx');
  const [recipientIds, setRecipientIds] = useState<string[]>(schedule?.recipients.map((r) => r.id) ?? []);
  const recipients = useScheduleRecipients(channelId);
  const zones = useMemo(() => timeZoneOptions(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        scheduleId: schedule?.id ?? null,
        body: {
          channel_id: channelId,
          report,
          frequency,
          weekday: frequency === 'weekly' ? Number(weekday) : null,
          month_day: frequency === 'monthly' ? Number(monthDay) : null,
          send_hour: Number(hour),
          time_zone: timeZone,
          format,
          recipient_ids: recipientIds,
          enabled: schedule?.enabled ?? true,
        },
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={schedule ? 'Edit scheduled email' : 'New scheduled email'}
      centered
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <NativeSelect
            label="Report"
            value={report}
            onChange={(e) => setReport(e.currentTarget.value as TReportScheduleReport)}
            data={REPORT_SCHEDULE_REPORTS.map((r) => ({ value: r, label: REPORT_SCHEDULE_LABELS[r] }))}
          />
          <NativeSelect
            label="Store"
            value={channelId}
            onChange={(e) => {
              setChannelId(e.currentTarget.value);
              // Who may receive a store's reports depends on the store.
              setRecipientIds([]);
            }}
            data={stores.map((s) => ({ value: s.channelId, label: storeLabel(s) }))}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="schedule-frequency">
              How often
            </Text>
            <SegmentedControl
              aria-labelledby="schedule-frequency"
              value={frequency}
              onChange={(v) => setFrequency(v as TReportScheduleFrequency)}
              data={[
                { value: 'daily', label: 'Daily' },
                { value: 'weekly', label: 'Weekly' },
                { value: 'monthly', label: 'Monthly' },
              ]}
            />
            <Text size="xs" c="dimmed">
              {frequency === 'daily' && 'Each mail covers the previous day.'}
              {frequency === 'weekly' && 'Each mail covers the previous week, Monday to Sunday.'}
              {frequency === 'monthly' && 'Each mail covers the previous calendar month.'}
            </Text>
          </Stack>
          <Group grow align="flex-start" wrap="wrap">
            {frequency === 'weekly' && (
              <NativeSelect
                label="Day of the week"
                value={weekday}
                onChange={(e) => setWeekday(e.currentTarget.value)}
                data={WEEKDAY_LABELS.map((label, i) => ({ value: String(i + 1), label }))}
              />
            )}
            {frequency === 'monthly' && (
              <NativeSelect
                label="Day of the month"
                value={monthDay}
                onChange={(e) => setMonthDay(e.currentTarget.value)}
                data={MONTH_DAYS}
              />
            )}
            <NativeSelect
              label="At"
              value={hour}
              onChange={(e) => setHour(e.currentTarget.value)}
              data={HOURS}
            />
          </Group>
          <Select
            label="Time zone"
            searchable
            value={timeZone}
            onChange={(v) => v && setTimeZone(v)}
            data={zones}
            allowDeselect={false}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="schedule-format">
              File
            </Text>
            <SegmentedControl
              aria-labelledby="schedule-format"
              value={format}
              onChange={(v) => setFormat(v as 'csv' | 'xlsx')}
              data={[
                { value: 'xlsx', label: 'Excel (XLSX)' },
                { value: 'csv', label: 'CSV' },
              ]}
            />
          </Stack>
          <MultiSelect
            label="Recipients"
            description="Only you when empty. Colleagues who may see this store can be added."
            placeholder={recipientIds.length ? undefined : 'Only you'}
            value={recipientIds}
            onChange={setRecipientIds}
            data={(recipients.data ?? []).map((r) => ({ value: r.id, label: `${r.name} <${r.email}>` }))}
            searchable
          />
          {save.error && (
            <Text size="sm" c="red" role="alert">
              {errorMessageOf(save.error)}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {schedule ? 'Save' : 'Add scheduled email'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
