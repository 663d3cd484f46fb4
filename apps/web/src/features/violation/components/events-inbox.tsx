import { Badge, Button, Group, Text } from '@mantine/core';
import {
  type TViolationEvent,
  VIOLATION_EVENT_TYPES,
  VIOLATION_STATUSES,
  VIOLATION_TYPE_LABELS,
} from '@seller-tools/contract';
import { IconShieldCheck } from '@tabler/icons-react';
import { FilteredKeysetTable } from '../../../components/kit/filtered-keyset-table';
import { localDateTime, type TColumn, whenColumn } from '../../../components/ui/data-table';
import { PREVIOUS_NEXT, useKeysetFilters } from '../../../components/ui/keyset';
import { PhoneCards } from '../../../components/ui/phone-cards';
import { type TInboxFilters, useViolationEvents } from '../api/violation';
import { SEVERITY_COLORS, STATUS_COLORS } from './format';

// The inbox (issue 22): the store's events worst first, filtered by type, status, ASIN and tag; a row
// opens the event's drawer. The store filter is the shell's store switcher.

const typeOptions = VIOLATION_EVENT_TYPES.map((t) => ({ value: t, label: VIOLATION_TYPE_LABELS[t] }));
const statusOptions = VIOLATION_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }));

function SeverityBadge({ event }: { event: TViolationEvent }) {
  return <Badge color={SEVERITY_COLORS[event.severity]}>{event.severity}</Badge>;
}

function StatusBadge({ event }: { event: TViolationEvent }) {
  return (
    <Badge color={STATUS_COLORS[event.status]} variant="light">
      {event.status}
    </Badge>
  );
}

function SummaryButton({ event, onOpen }: { event: TViolationEvent; onOpen: (id: string) => void }) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => onOpen(event.event_id)}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
    >
      {event.summary}
    </Button>
  );
}

function columns(onOpen: (id: string) => void): TColumn<TViolationEvent>[] {
  return [
    {
      key: 'severity',
      header: 'Severity',
      render: (e) => <SeverityBadge event={e} />,
    },
    { key: 'type', header: 'Type', render: (e) => <Text size="sm">{VIOLATION_TYPE_LABELS[e.type]}</Text> },
    {
      key: 'summary',
      header: 'What happened',
      render: (e) => <SummaryButton event={e} onOpen={onOpen} />,
    },
    { key: 'asin', header: 'ASIN', render: (e) => <Text size="sm">{e.asin ?? '—'}</Text>, visibleFrom: 'md' },
    {
      key: 'status',
      header: 'Status',
      render: (e) => <StatusBadge event={e} />,
    },
    whenColumn('detected', 'Detected', (e) => e.detected_at),
    {
      key: 'assignee',
      header: 'Assigned',
      render: (e) => <Text size="sm">{e.assignee_name ?? '—'}</Text>,
      visibleFrom: 'lg',
    },
  ];
}

function Cards({ rows, onOpen }: { rows: readonly TViolationEvent[]; onOpen: (id: string) => void }) {
  return (
    <PhoneCards rows={rows} rowKey={(e) => e.event_id}>
      {(e) => (
        <>
          <Group gap="xs">
            <SeverityBadge event={e} />
            <StatusBadge event={e} />
            <Text size="xs" c="dimmed">
              {VIOLATION_TYPE_LABELS[e.type]} · {localDateTime(e.detected_at)}
            </Text>
          </Group>
          <SummaryButton event={e} onOpen={onOpen} />
        </>
      )}
    </PhoneCards>
  );
}

export function EventsInbox({ channelId, onOpen }: { channelId: string; onOpen: (id: string) => void }) {
  const list = useKeysetFilters<Omit<TInboxFilters, 'cursor'>>({
    type: null,
    status: null,
    asin: '',
    tag: '',
  });
  const query = useViolationEvents(channelId, list.query);
  return (
    <FilteredKeysetTable
      list={list}
      fields={[
        { select: 'type', label: 'Type', placeholder: 'Every type', data: typeOptions, width: 190 },
        { select: 'status', label: 'Status', placeholder: 'Any', data: statusOptions, width: 160 },
        { text: 'asin', label: 'ASIN', placeholder: 'B0…', maxLength: 20, width: 160 },
        { text: 'tag', label: 'Tag', placeholder: 'Watch-list tag', maxLength: 40, width: 160 },
      ]}
      query={query}
      errorTitle="The events could not be loaded"
      empty={{
        icon: <IconShieldCheck size={28} />,
        noMatch: 'No events match',
        none: 'No events yet',
        every: 'every event',
        children:
          'Nothing needs your attention: hijackers, price breaches, Buy Box losses, listing changes, suppressions, account-health changes and negative feedback show here within one sync.',
      }}
      labels={PREVIOUS_NEXT}
      aria-label="Violation events"
      columns={columns(onOpen)}
      rowKey={(e) => e.event_id}
      minWidth={760}
      phoneView={(rows) => <Cards rows={rows} onOpen={onOpen} />}
    />
  );
}
