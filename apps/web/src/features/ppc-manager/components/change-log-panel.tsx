import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import {
  PPC_CHANGE_SOURCES,
  PPC_CHANGE_STATUSES,
  type TPpcChange,
  type TPpcChangeSource,
  type TPpcChangeStatus,
} from '@seller-tools/contract';
import { useState } from 'react';
import { confirmAction } from '../../../components/ui/confirm-action';
import { DataTable, type TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { type TChangeLogFilters, useChangeLog, useUndoChange, useUndoRuleRun } from '../api/changes';
import { AdsHistoryPanel } from './ads-history-panel';
import {
  ENTITY_LABELS,
  FIELD_LABELS,
  formatValue,
  SOURCE_LABELS,
  STATUS_COLORS,
  whoOf,
} from './change-format';
import { KeysetPager } from './keyset-pager';

// The change log (issue 21): every change PPC Manager made, who or which rule made it, old → new, and
// Amazon's answer, with undo of a change or of a whole rule run. Amazon's refusals are shown as Amazon
// worded them.

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function Answer({ change }: { change: TPpcChange }) {
  return (
    <Stack gap={2}>
      <Badge color={STATUS_COLORS[change.status]} variant="light" w="fit-content">
        {change.status}
      </Badge>
      {change.amazon_message && (
        <Text size="xs" c={change.status === 'rejected' || change.status === 'failed' ? 'red.8' : 'dimmed'}>
          {change.amazon_code && change.guard_rail === null ? `${change.amazon_code}: ` : ''}
          {change.amazon_message}
        </Text>
      )}
    </Stack>
  );
}

function UndoButtons({ change, channelId }: { change: TPpcChange; channelId: string }) {
  const undo = useUndoChange(channelId);
  const undoRun = useUndoRuleRun(channelId);
  const done = (items: TPpcChange[]) => {
    const held = items.find((i) => i.status !== 'applied');
    showToast(
      held
        ? { kind: 'warning', message: held.amazon_message ?? 'The undo was not applied.' }
        : { kind: 'success', message: 'Undone at Amazon.' },
    );
  };
  const failed = (error: unknown) => showToast({ kind: 'error', message: errorMessageOf(error) });
  if (change.status !== 'applied') return null;
  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        size="xs"
        variant="default"
        loading={undo.isPending}
        onClick={() =>
          confirmAction({
            title: 'Undo this change?',
            message: `${FIELD_LABELS[change.field]} goes back from ${formatValue(change, change.new_value)} to ${formatValue(change, change.old_value)} at Amazon.`,
            confirmLabel: 'Undo change',
            onConfirm: () => undo.mutate(change.id, { onSuccess: done, onError: failed }),
          })
        }
      >
        Undo
      </Button>
      {change.rule_run_id && change.source !== 'undo' && (
        <Button
          size="xs"
          variant="subtle"
          loading={undoRun.isPending}
          onClick={() =>
            confirmAction({
              title: 'Undo the whole rule run?',
              message: 'Every change this run applied goes back to its old value at Amazon.',
              confirmLabel: 'Undo rule run',
              onConfirm: () => undoRun.mutate(change.rule_run_id ?? '', { onSuccess: done, onError: failed }),
            })
          }
        >
          Undo run
        </Button>
      )}
    </Group>
  );
}

function columns(channelId: string): TColumn<TPpcChange>[] {
  return [
    {
      key: 'when',
      header: 'When',
      cellProps: { style: { whiteSpace: 'nowrap' } },
      render: (c) => <Text size="sm">{when(c.created_at)}</Text>,
    },
    {
      key: 'who',
      header: 'Who / rule',
      render: (c) => (
        <Stack gap={0}>
          <Text size="sm">{whoOf(c)}</Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {c.reason}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'what',
      header: 'What',
      render: (c) => (
        <Text size="sm">
          {ENTITY_LABELS[c.entity_type]} {c.entity_id ?? ''} · {FIELD_LABELS[c.field]}
        </Text>
      ),
    },
    {
      key: 'change',
      header: 'Old → new',
      render: (c) => (
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatValue(c, c.old_value)} → {formatValue(c, c.new_value)}
        </Text>
      ),
    },
    { key: 'answer', header: 'Amazon’s answer', render: (c) => <Answer change={c} /> },
    {
      key: 'undo',
      header: '',
      headerLabel: 'Undo',
      render: (c) => <UndoButtons change={c} channelId={channelId} />,
    },
  ];
}

function Cards({ rows, channelId }: { rows: readonly TPpcChange[]; channelId: string }) {
  return (
    <Stack gap="sm">
      {rows.map((c) => (
        <Stack
          key={c.id}
          gap={4}
          p="sm"
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        >
          <Text size="xs" c="dimmed">
            {when(c.created_at)} · {whoOf(c)}
          </Text>
          <Text size="sm">
            {ENTITY_LABELS[c.entity_type]} {c.entity_id ?? ''} · {FIELD_LABELS[c.field]}:{' '}
            {formatValue(c, c.old_value)} → {formatValue(c, c.new_value)}
          </Text>
          <Answer change={c} />
          <UndoButtons change={c} channelId={channelId} />
        </Stack>
      ))}
    </Stack>
  );
}

const sourceOptions = PPC_CHANGE_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }));
const statusOptions = PPC_CHANGE_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }));

/** The store's PPC change log with filters, newest first, a keyset page at a time. */
export function ChangeLogPanel({ channelId }: { channelId: string }) {
  const [filters, setFilters] = useState<TChangeLogFilters>({ source: null, status: null, cursor: null });
  // The cursors of the pages before this one, for "Newer".
  const [previous, setPrevious] = useState<(string | null)[]>([]);
  const query = useChangeLog(channelId, filters);
  const filter = (next: Partial<TChangeLogFilters>) => {
    setPrevious([]);
    setFilters((current) => ({ ...current, ...next, cursor: null }));
  };
  const filtered = filters.source !== null || filters.status !== null;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        <Select
          label="Made by"
          placeholder="Everyone"
          clearable
          data={sourceOptions}
          value={filters.source}
          onChange={(v) => filter({ source: v as TPpcChangeSource | null })}
          w={180}
        />
        <Select
          label="Status"
          placeholder="Any"
          clearable
          data={statusOptions}
          value={filters.status}
          onChange={(v) => filter({ status: v as TPpcChangeStatus | null })}
          w={180}
        />
      </Group>
      <QueryState
        query={query}
        errorTitle="The change log could not be loaded"
        isEmpty={(page) => page.items.length === 0 && filters.cursor === null}
        empty={
          <EmptyPanel
            icon={<span aria-hidden>↺</span>}
            title={filtered ? 'No changes match' : 'No changes yet'}
          >
            {filtered
              ? 'Clear the filters to see every change.'
              : 'Edit a bid, a budget or a state, or enable a rule: every change made at Amazon is listed here with Amazon’s answer, and can be undone.'}
          </EmptyPanel>
        }
      >
        {(page) => (
          <Stack gap="sm">
            <DataTable
              aria-label="PPC change log"
              columns={columns(channelId)}
              rows={page.items}
              rowKey={(c) => c.id}
              minWidth={880}
              tableProps={{ verticalSpacing: 'sm', striped: true }}
              phoneView={(rows) => <Cards rows={rows} channelId={channelId} />}
            />
            <KeysetPager
              onNewer={
                previous.length === 0
                  ? null
                  : () => {
                      const cursor = previous.at(-1) ?? null;
                      setPrevious(previous.slice(0, -1));
                      setFilters((current) => ({ ...current, cursor }));
                    }
              }
              onOlder={
                page.next_cursor === null
                  ? null
                  : () => {
                      setPrevious([...previous, filters.cursor]);
                      setFilters((current) => ({ ...current, cursor: page.next_cursor }));
                    }
              }
            />
          </Stack>
        )}
      </QueryState>
      <AdsHistoryPanel channelId={channelId} />
    </Stack>
  );
}
