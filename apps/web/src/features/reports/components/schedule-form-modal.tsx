import { Group, MultiSelect, NativeSelect, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import {
  REPORT_SCHEDULE_LABELS,
  REPORT_SCHEDULE_MONTH_DAY_MAX,
  REPORT_SCHEDULE_REPORTS,
  type TReportSchedule,
  type TReportScheduleFrequency,
  type TReportScheduleReport,
  WEEKDAY_LABELS,
  ZReportScheduleRequest,
} from '@seller-tools/contract';
import { useMemo } from 'react';
import { ModalForm } from '../../../components/kit/modal-form';
import { useContractForm } from '../../../lib/forms';
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

type TValues = {
  channel_id: string;
  report: TReportScheduleReport;
  frequency: TReportScheduleFrequency;
  weekday: number | null;
  month_day: number | null;
  send_hour: number;
  time_zone: string;
  format: 'csv' | 'xlsx';
  recipient_ids: string[];
  enabled: boolean;
};

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
  // The contract's own schema checks the form, so it refuses what the server refuses, with its message.
  const { form, values, set, touchAll, isValid, errorOf } = useContractForm<TValues>(ZReportScheduleRequest, {
    channel_id: schedule?.channel_id ?? defaultChannelId,
    report: schedule?.report ?? 'sales',
    frequency: schedule?.frequency ?? 'weekly',
    weekday: schedule?.weekday ?? 1,
    month_day: schedule?.month_day ?? 1,
    send_hour: schedule?.send_hour ?? 7,
    time_zone: schedule?.time_zone ?? browserTimeZone(),
    format: schedule?.format ?? 'xlsx',
    recipient_ids: schedule?.recipients.map((r) => r.id) ?? [],
    enabled: schedule?.enabled ?? true,
  });
  const recipients = useScheduleRecipients(values.channel_id);
  const zones = useMemo(() => timeZoneOptions(), []);
  const { frequency } = values;

  const submit = form.onSubmit(() => {
    if (!isValid) return touchAll();
    save.mutate(
      {
        scheduleId: schedule?.id ?? null,
        body: {
          ...values,
          weekday: frequency === 'weekly' ? values.weekday : null,
          month_day: frequency === 'monthly' ? values.month_day : null,
        },
      },
      { onSuccess: onClose },
    );
  });

  return (
    <ModalForm
      title={schedule ? 'Edit scheduled email' : 'New scheduled email'}
      onClose={onClose}
      onSubmit={submit}
      submitLabel={schedule ? 'Save' : 'Add scheduled email'}
      pending={save.isPending}
    >
      <NativeSelect
        label="Report"
        value={values.report}
        onChange={(e) => set('report', e.currentTarget.value as TReportScheduleReport)}
        data={REPORT_SCHEDULE_REPORTS.map((r) => ({ value: r, label: REPORT_SCHEDULE_LABELS[r] }))}
      />
      <NativeSelect
        label="Store"
        value={values.channel_id}
        error={errorOf('channel_id')}
        onChange={(e) => {
          set('channel_id', e.currentTarget.value);
          // Who may receive a store's reports depends on the store.
          set('recipient_ids', []);
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
          onChange={(v) => set('frequency', v as TReportScheduleFrequency)}
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
            value={String(values.weekday ?? 1)}
            error={errorOf('weekday')}
            onChange={(e) => set('weekday', Number(e.currentTarget.value))}
            data={WEEKDAY_LABELS.map((label, i) => ({ value: String(i + 1), label }))}
          />
        )}
        {frequency === 'monthly' && (
          <NativeSelect
            label="Day of the month"
            value={String(values.month_day ?? 1)}
            error={errorOf('month_day')}
            onChange={(e) => set('month_day', Number(e.currentTarget.value))}
            data={MONTH_DAYS}
          />
        )}
        <NativeSelect
          label="At"
          value={String(values.send_hour)}
          onChange={(e) => set('send_hour', Number(e.currentTarget.value))}
          data={HOURS}
        />
      </Group>
      <Select
        label="Time zone"
        searchable
        value={values.time_zone}
        error={errorOf('time_zone')}
        onChange={(v) => v && set('time_zone', v)}
        data={zones}
        allowDeselect={false}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} id="schedule-format">
          File
        </Text>
        <SegmentedControl
          aria-labelledby="schedule-format"
          value={values.format}
          onChange={(v) => set('format', v as 'csv' | 'xlsx')}
          data={[
            { value: 'xlsx', label: 'Excel (XLSX)' },
            { value: 'csv', label: 'CSV' },
          ]}
        />
      </Stack>
      <MultiSelect
        label="Recipients"
        description="Only you when empty. Colleagues who may see this store can be added."
        placeholder={values.recipient_ids.length ? undefined : 'Only you'}
        value={values.recipient_ids}
        error={errorOf('recipient_ids')}
        onChange={(ids) => set('recipient_ids', ids)}
        data={(recipients.data ?? []).map((r) => ({ value: r.id, label: `${r.name} <${r.email}>` }))}
        searchable
      />
      {save.error && (
        <Text size="sm" c="red" role="alert">
          {errorMessageOf(save.error)}
        </Text>
      )}
    </ModalForm>
  );
}
