import { Group, MultiSelect, Radio, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import {
  INTRO_CALL_MARKETPLACES,
  MONTHLY_ORDER_RANGES,
  PREFERRED_CALL_TIMES,
  type TScheduleSignupRequest,
  ZScheduleSignupRequest,
} from '@seller-tools/contract';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useMemo } from 'react';
import { TimeZoneSelect } from '../../../components/ui/time-zone-select';
import { useContractForm } from '../../../lib/forms';
import { browserTimeZone } from '../../../lib/time-zones';
import { useRequestIntroCall } from '../api/schedule-signup';
import { ContactFields, RequiredHint, SendButton, SendErrorAlert, SentPanel } from './form-feedback';
import classes from './public-forms.module.css';
import { usePublicFormSend } from './use-public-form-send';

type TScheduleValues = {
  name: string;
  email: string;
  company_name: string;
  marketplaces: string[];
  monthly_orders: string;
  preferred_time: string;
  time_zone: string;
  note: string;
};

const MARKETPLACE_DATA = INTRO_CALL_MARKETPLACES.map(({ value, label }) => ({ value, label }));
const ORDER_DATA = MONTHLY_ORDER_RANGES.map(({ value, label }) => ({ value, label }));

/** The intro-call request of /schedule-signup, with the endpoint's own rules. */
export function ScheduleSignupForm() {
  const initial = useMemo<TScheduleValues>(
    () => ({
      name: '',
      email: '',
      company_name: '',
      marketplaces: [],
      monthly_orders: '',
      preferred_time: '',
      time_zone: browserTimeZone(),
      note: '',
    }),
    [],
  );
  const form = useContractForm(ZScheduleSignupRequest, initial);
  const request = useRequestIntroCall();
  const { sent, error, onSubmit } = usePublicFormSend<TScheduleSignupRequest>(form, request);

  if (sent) return <SentPanel title="Request received" message={sent} />;

  const text = (name: 'name' | 'email' | 'company_name' | 'note') => ({
    ...form.textProps(name),
    size: 'md' as const,
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Schedule an intro call">
      <Stack gap="md">
        <SendErrorAlert message={error} />
        <ContactFields field={text} emailLabel="Work email" company={{ required: true }} />
        <MultiSelect
          label="Marketplaces you sell on"
          placeholder={form.values.marketplaces.length ? undefined : 'Choose one or more'}
          data={MARKETPLACE_DATA}
          value={form.values.marketplaces}
          onChange={(value) => {
            form.set('marketplaces', value);
            form.touch('marketplaces');
          }}
          onBlur={() => form.touch('marketplaces')}
          error={form.errorOf('marketplaces')}
          searchable
          clearable
          hidePickedOptions
          classNames={{ inputField: classes.pillsField }}
          nothingFoundMessage="No marketplace matches"
          required
          size="md"
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Select
            label="Orders per month"
            placeholder="Choose a range"
            data={ORDER_DATA}
            value={form.values.monthly_orders || null}
            onChange={(value) => {
              form.set('monthly_orders', value ?? '');
              form.touch('monthly_orders');
            }}
            onBlur={() => form.touch('monthly_orders')}
            error={form.errorOf('monthly_orders')}
            allowDeselect={false}
            required
            size="md"
          />
          <TimeZoneSelect
            label="Your time zone"
            value={form.values.time_zone}
            onChange={(zone) => form.set('time_zone', zone)}
            onBlur={() => form.touch('time_zone')}
            error={form.errorOf('time_zone')}
            limit={60}
            required
            size="md"
          />
        </SimpleGrid>
        <Radio.Group
          label="Best time for the call"
          description="In your time zone, Monday to Friday"
          value={form.values.preferred_time}
          onChange={(value) => {
            form.set('preferred_time', value);
            form.touch('preferred_time');
          }}
          error={form.errorOf('preferred_time')}
          required
          size="md"
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs">
            {PREFERRED_CALL_TIMES.map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} size="sm" />
            ))}
          </SimpleGrid>
        </Radio.Group>
        <Textarea
          label="Anything we should know?"
          name="note"
          description="Optional: goals, questions, tools you use today"
          autosize
          minRows={3}
          maxRows={8}
          {...text('note')}
        />
        <Group justify="flex-end">
          <SendButton
            valid={form.isValid}
            pending={request.isPending}
            icon={<IconCalendarEvent size={18} aria-hidden />}
          >
            Request my intro call
          </SendButton>
        </Group>
        {!form.isValid && <RequiredHint />}
      </Stack>
    </form>
  );
}
