import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { PPC_CHANGE_SOURCES, PPC_CHANGE_STATUSES, type TPpcChange } from '@seller-tools/contract';
import { FilteredKeysetTable } from '../../../components/kit/filtered-keyset-table';
import { confirmAction } from '../../../components/ui/confirm-action';
import { localDateTime, type TColumn, whenColumn } from '../../../components/ui/data-table';
import { useKeysetFilters } from '../../../components/ui/keyset';
import { PhoneCards } from '../../../components/ui/phone-cards';
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

// The change log (issue 21): every change PPC Manager made, who or which rule made it, old → new, and
// Amazon's answer, with undo of a change or of a whole rule run. Amazon's refusals are shown as Amazon
// worded them.

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
      <UndoButton
        label="Undo"
        variant="default"
        pending={undo.isPending}
        confirm={{
          title: 'Undo this change?',
          message: `${FIELD_LABELS[change.field]} goes back from ${formatValue(change, change.new_value)} to ${formatValue(change, change.old_value)} at Amazon.`,
          confirmLabel: 'Undo change',
          onConfirm: () => undo.mutate(change.id, { onSuccess: done, onError: failed }),
        }}
      />
      {change.rule_run_id && change.source !== 'undo' && (
        <UndoButton
          label="Undo run"
          variant="subtle"
          pending={undoRun.isPending}
          confirm={{
            title: 'Undo the whole rule run?',
            message: 'Every change this run applied goes back to its old value at Amazon.',
            confirmLabel: 'Undo rule run',
            onConfirm: () => undoRun.mutate(change.rule_run_id ?? '', { onSuccess: done, onError: failed }),
          }}
        />
      )}
    </Group>
  );
}

/** An undo asks first: what goes back, at Amazon. */
function UndoButton({
  label,
  variant,
  pending,
  confirm,
}: {
  label: string;
  variant: 'default' | 'subtle';
  pending: boolean;
  confirm: Parameters<typeof confirmAction>[0];
}) {
  return (
    <Button size="xs" variant={variant} loading={pending} onClick={() => confirmAction(confirm)}>
      {label}
    </Button>
  );
}

function columns(channelId: string): TColumn<TPpcChange>[] {
  return [
    whenColumn('when', 'When', (c) => c.created_at),
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
    <PhoneCards rows={rows} rowKey={(c) => c.id}>
      {(c) => (
        <>
          <Text size="xs" c="dimmed">
            {localDateTime(c.created_at)} · {whoOf(c)}
          </Text>
          <Text size="sm">
            {ENTITY_LABELS[c.entity_type]} {c.entity_id ?? ''} · {FIELD_LABELS[c.field]}:{' '}
            {formatValue(c, c.old_value)} → {formatValue(c, c.new_value)}
          </Text>
          <Answer change={c} />
          <UndoButtons change={c} channelId={channelId} />
        </>
      )}
    </PhoneCards>
  );
}

const sourceOptions = PPC_CHANGE_SOURCES.map((s) => ({ value: s, label: SOURCE_LABELS[s] }));
const statusOptions = PPC_CHANGE_STATUSES.map((s) => ({ value: s, label: s[0]?.toUpperCase() + s.slice(1) }));

/** The store's PPC change log with filters, newest first, a keyset page at a time. */
export function ChangeLogPanel({ channelId }: { channelId: string }) {
  const list = useKeysetFilters<Omit<TChangeLogFilters, 'cursor'>>({
    source: null,
    status: null,
  });
  const query = useChangeLog(channelId, list.query);
  return (
    <FilteredKeysetTable
      list={list}
      fields={[
        { select: 'source', label: 'Made by', placeholder: 'Everyone', data: sourceOptions, width: 180 },
        { select: 'status', label: 'Status', placeholder: 'Any', data: statusOptions, width: 180 },
      ]}
      query={query}
      errorTitle="The change log could not be loaded"
      empty={{
        icon: <span aria-hidden>↺</span>,
        noMatch: 'No changes match',
        none: 'No changes yet',
        every: 'every change',
        children:
          'Edit a bid, a budget or a state, or enable a rule: every change made at Amazon is listed here with Amazon’s answer, and can be undone.',
      }}
      aria-label="PPC change log"
      columns={columns(channelId)}
      rowKey={(c) => c.id}
      minWidth={880}
      phoneView={(rows) => <Cards rows={rows} channelId={channelId} />}
    >
      <AdsHistoryPanel channelId={channelId} />
    </FilteredKeysetTable>
  );
}
