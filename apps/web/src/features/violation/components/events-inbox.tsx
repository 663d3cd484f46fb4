import { Badge, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  type TViolationEvent,
  type TViolationEventType,
  type TViolationStatus,
  VIOLATION_EVENT_TYPES,
  VIOLATION_STATUSES,
  VIOLATION_TYPE_LABELS,
} from '@seller-tools/contract';
import { IconShieldCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { type TInboxFilters, useViolationEvents } from '../api/violation';
import { SEVERITY_COLORS, STATUS_COLORS, when } from './format';

// The inbox (issue 22): the store's events worst first, filtered by type, status, ASIN and tag; a row
// opens the event's drawer. The store filter is the shell's store switcher.

const typeOptions = VIOLATION_EVENT_TYPES.map((t) => ({ value: t, label: VIOLATION_TYPE_LABELS[t] }));
const statusOptions = VIOLATION_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }));

function columns(onOpen: (id: string) => void): TColumn<TViolationEvent>[] {
  return [
    {
      key: 'severity',
      header: 'Severity',
      render: (e) => <Badge color={SEVERITY_COLORS[e.severity]}>{e.severity}</Badge>,
    },
    { key: 'type', header: 'Type', render: (e) => <Text size="sm">{VIOLATION_TYPE_LABELS[e.type]}</Text> },
    {
      key: 'summary',
      header: 'What happened',
      render: (e) => (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onOpen(e.event_id)}
          styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        >
          {e.summary}
        </Button>
      ),
    },
    { key: 'asin', header: 'ASIN', render: (e) => <Text size="sm">{e.asin ?? '—'}</Text>, visibleFrom: 'md' },
    {
      key: 'status',
      header: 'Status',
      render: (e) => (
        <Badge color={STATUS_COLORS[e.status]} variant="light">
          {e.status}
        </Badge>
      ),
    },
    {
      key: 'detected',
      header: 'Detected',
      cellProps: { style: { whiteSpace: 'nowrap' } },
      render: (e) => <Text size="sm">{when(e.detected_at)}</Text>,
    },
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
    <Stack gap="sm">
      {rows.map((e) => (
        <Stack
          key={e.event_id}
          gap={4}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Group gap="xs">
            <Badge color={SEVERITY_COLORS[e.severity]}>{e.severity}</Badge>
            <Badge color={STATUS_COLORS[e.status]} variant="light">
              {e.status}
            </Badge>
            <Text size="xs" c="dimmed">
              {VIOLATION_TYPE_LABELS[e.type]} · {when(e.detected_at)}
            </Text>
          </Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onOpen(e.event_id)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {e.summary}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}

export function EventsInbox({ channelId, onOpen }: { channelId: string; onOpen: (id: string) => void }) {
  const [filters, setFilters] = useState<TInboxFilters>({
    type: null,
    status: null,
    asin: '',
    tag: '',
    cursor: null,
  });
  const [previous, setPrevious] = useState<(string | null)[]>([]);
  const query = useViolationEvents(channelId, filters);
  const filter = (next: Partial<TInboxFilters>) => {
    setPrevious([]);
    setFilters((current) => ({ ...current, ...next, cursor: null }));
  };
  const filtered =
    filters.type !== null || filters.status !== null || filters.asin !== '' || filters.tag !== '';
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Type"
          placeholder="Every type"
          clearable
          data={typeOptions}
          value={filters.type}
          onChange={(v) => filter({ type: v as TViolationEventType | null })}
          w={{ base: '100%', xs: 190 }}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={statusOptions}
          value={filters.status}
          onChange={(v) => filter({ status: v as TViolationStatus | null })}
          w={{ base: '100%', xs: 160 }}
        />
        <TextInput
          label="ASIN"
          placeholder="B0…"
          value={filters.asin}
          onChange={(e) => filter({ asin: e.currentTarget.value })}
          w={{ base: '100%', xs: 160 }}
          maxLength={20}
        />
        <TextInput
          label="Tag"
          placeholder="Watch-list tag"
          value={filters.tag}
          onChange={(e) => filter({ tag: e.currentTarget.value })}
          w={{ base: '100%', xs: 160 }}
          maxLength={40}
        />
      </Group>
      <QueryState
        query={query}
        errorTitle="The events could not be loaded"
        isEmpty={(page) => page.items.length === 0 && filters.cursor === null}
        empty={
          <EmptyPanel
            icon={<IconShieldCheck size={28} />}
            title={filtered ? 'No events match' : 'No events yet'}
          >
            {filtered
              ? 'Clear the filters to see every event.'
              : 'Nothing needs your attention: hijackers, price breaches, Buy Box losses, listing changes, suppressions, account-health changes and negative feedback show here within one sync.'}
          </EmptyPanel>
        }
      >
        {(page) => (
          <Stack gap="sm">
            <DataTable
              aria-label="Violation events"
              columns={columns(onOpen)}
              rows={page.items}
              rowKey={(e) => e.event_id}
              minWidth={760}
              tableProps={{ verticalSpacing: 'sm', striped: true }}
              phoneView={(rows) => <Cards rows={rows} onOpen={onOpen} />}
            />
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                size="xs"
                disabled={previous.length === 0}
                onClick={() => {
                  const cursor = previous.at(-1) ?? null;
                  setPrevious(previous.slice(0, -1));
                  setFilters((current) => ({ ...current, cursor }));
                }}
              >
                Previous
              </Button>
              <Button
                variant="default"
                size="xs"
                disabled={page.next_cursor === null}
                onClick={() => {
                  setPrevious([...previous, filters.cursor]);
                  setFilters((current) => ({ ...current, cursor: page.next_cursor }));
                }}
              >
                Next
              </Button>
            </Group>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
