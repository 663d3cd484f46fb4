import { Badge, Button, Code, Drawer, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  type TViolationEvent,
  VIOLATION_RECOMMENDED_ACTIONS,
  VIOLATION_TYPE_LABELS,
} from '@seller-tools/contract';
import { useState } from 'react';
import { localDateTime } from '../../../components/ui/data-table';
import { QueryState } from '../../../components/ui/query-state';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { type TEventAction, useAssignees, useEventAction, useViolationEvent } from '../api/violation';
import { FeedbackLink } from './feedback-link';
import { SEVERITY_COLORS, STATUS_COLORS } from './format';

// One event (issue 22): its evidence as the detector saw it (before/after, the offer, the report row),
// what to do about it, notes, assignment, acknowledge and resolve.

function Evidence({ evidence }: { evidence: Record<string, unknown> }) {
  const { before, after, ...rest } = evidence;
  return (
    <Stack gap="xs">
      {before !== undefined || after !== undefined ? (
        <Group align="flex-start" grow wrap="wrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Text size="xs" fw={600}>
              Before
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(before ?? null, null, 2)}
            </Code>
          </Stack>
          <Stack gap={2} miw={0}>
            <Text size="xs" fw={600}>
              After
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
              {JSON.stringify(after ?? null, null, 2)}
            </Code>
          </Stack>
        </Group>
      ) : null}
      {Object.entries(rest).map(([key, value]) => (
        <Stack gap={2} key={key}>
          <Text size="xs" fw={600}>
            {key.replaceAll('_', ' ')}
          </Text>
          <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {JSON.stringify(value, null, 2)}
          </Code>
        </Stack>
      ))}
    </Stack>
  );
}

function EventBody({
  event,
  channelId,
  canAct,
  onShowFeedback,
}: {
  event: TViolationEvent;
  channelId: string;
  canAct: boolean;
  onShowFeedback?: ((orderId: string) => void) | undefined;
}) {
  const action = useEventAction(channelId, event.event_id);
  const assignees = useAssignees(channelId);
  const [note, setNote] = useState('');
  const run = (a: TEventAction, then?: () => void) =>
    action.mutate(a, {
      onSuccess: ({ message }) => {
        if (message) showToast({ kind: 'success', message });
        then?.();
      },
      onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
    });
  const open = event.status !== 'resolved';
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color={SEVERITY_COLORS[event.severity]}>{event.severity}</Badge>
        <Badge color={STATUS_COLORS[event.status]} variant="light">
          {event.status}
        </Badge>
        {event.tags.map((t) => (
          <Badge key={t} variant="outline">
            {t}
          </Badge>
        ))}
      </Group>
      <Text fw={600}>{event.summary}</Text>
      <Text size="sm" c="dimmed">
        {event.asin ? `ASIN ${event.asin}` : 'Account'}
        {event.sku ? ` · SKU ${event.sku}` : ''} · happened {localDateTime(event.occurred_at)} · detected{' '}
        {localDateTime(event.detected_at)}
        {event.resolved_at ? ` · resolved ${localDateTime(event.resolved_at)}` : ''}
      </Text>
      <Stack gap={4}>
        <Title order={4}>Recommended action</Title>
        <Text size="sm">{VIOLATION_RECOMMENDED_ACTIONS[event.type]}</Text>
        <FeedbackLink event={event} onShowFeedback={onShowFeedback} />
      </Stack>
      <Stack gap={4}>
        <Title order={4}>Evidence</Title>
        <Evidence evidence={event.evidence} />
      </Stack>
      {canAct ? (
        <Group gap="xs">
          <Button
            disabled={event.status !== 'new'}
            loading={action.isPending && action.variables?.kind === 'acknowledge'}
            onClick={() => run({ kind: 'acknowledge' })}
          >
            Acknowledge
          </Button>
          <Button
            variant="default"
            disabled={!open}
            loading={action.isPending && action.variables?.kind === 'resolve'}
            onClick={() => run({ kind: 'resolve' })}
          >
            Resolve
          </Button>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          You have read-only access (violation reporter): ask a violation user or admin to acknowledge events.
        </Text>
      )}
      <Select
        label="Assigned to"
        placeholder="Nobody"
        clearable
        disabled={!canAct}
        data={(assignees.data ?? []).map((a) => ({ value: a.user_id, label: a.name }))}
        value={event.assignee_id}
        onChange={(value) => run({ kind: 'assign', assigneeId: value })}
      />
      <Stack gap="xs">
        <Title order={4}>Notes</Title>
        {event.notes.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes yet.
          </Text>
        ) : (
          event.notes.map((n) => (
            <Stack key={n.note_id} gap={0}>
              <Text size="xs" c="dimmed">
                {n.author ?? 'Someone'} · {localDateTime(n.created_at)}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {n.text}
              </Text>
            </Stack>
          ))
        )}
        {canAct && (
          <>
            <Textarea
              label="Add a note"
              value={note}
              onChange={(e) => setNote(e.currentTarget.value)}
              rows={3}
              maxLength={2000}
            />
            <Button
              variant="default"
              w="fit-content"
              disabled={note.trim().length === 0}
              loading={action.isPending && action.variables?.kind === 'note'}
              onClick={() => run({ kind: 'note', text: note }, () => setNote(''))}
            >
              Add note
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}

export function EventDrawer({
  channelId,
  eventId,
  canAct,
  onClose,
  onShowFeedback,
}: {
  channelId: string;
  eventId: string | null;
  canAct: boolean;
  onClose: () => void;
  /** Opens a negative-feedback event's feedback in the Seller feedback tab. */
  onShowFeedback?: (orderId: string) => void;
}) {
  const query = useViolationEvent(channelId, eventId);
  return (
    <Drawer
      opened={eventId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={query.data ? VIOLATION_TYPE_LABELS[query.data.type] : 'Event'}
    >
      {eventId && (
        <QueryState query={query} errorTitle="The event could not be loaded">
          {(event) => (
            <EventBody event={event} channelId={channelId} canAct={canAct} onShowFeedback={onShowFeedback} />
          )}
        </QueryState>
      )}
    </Drawer>
  );
}
