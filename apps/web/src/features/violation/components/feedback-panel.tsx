import { Badge, Button, Group, Rating, Select, Stack, Switch, Text, TextInput, Tooltip } from '@mantine/core';
import {
  FEEDBACK_REMOVAL_STATUS_LABELS,
  FEEDBACK_REMOVAL_STATUSES,
  formatDefaultDate,
  type TFeedbackRemovalStatus,
  type TSellerFeedback,
} from '@seller-tools/contract';
import { IconMessageStar } from '@tabler/icons-react';
import type { TColumn } from '../../../components/ui/data-table';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { KeysetQueryTable, PREVIOUS_NEXT, useKeysetFilters } from '../../../components/ui/keyset';
import { PhoneCards } from '../../../components/ui/phone-cards';
import { type TFeedbackFilters, useSellerFeedback } from '../api/feedback';
import { RemovalActions, RemovalBadge } from './feedback-removal';

// Seller feedback (issue 22): what Amazon's daily feedback report brought, newest first; which of it
// Amazon would remove (and why), where each removal request stands, and the negative-feedback alert it
// raised. Filters: rating, candidates only, request status, an order.

const ratingOptions = [1, 2, 3, 4, 5].map((n) => ({
  value: String(n),
  label: `${n} star${n > 1 ? 's' : ''}`,
}));
const statusOptions = FEEDBACK_REMOVAL_STATUSES.map((s) => ({
  value: s,
  label: FEEDBACK_REMOVAL_STATUS_LABELS[s],
}));

function Stars({ feedback }: { feedback: TSellerFeedback }) {
  return <Rating value={feedback.rating} readOnly size="xs" aria-label={`${feedback.rating} of 5 stars`} />;
}

function CandidateBadge({ feedback }: { feedback: TSellerFeedback }) {
  if (!feedback.candidate)
    return (
      <Text size="sm" c="dimmed">
        —
      </Text>
    );
  return (
    <Tooltip label={`Because it says “${feedback.candidate.evidence}”`} withArrow>
      <Badge color="orange" variant="light" styles={{ label: { whiteSpace: 'normal' } }} h="auto">
        {feedback.candidate.label}
      </Badge>
    </Tooltip>
  );
}

type TRowProps = { channelId: string; canAct: boolean; onOpenEvent: (id: string) => void };

function RowActions({ feedback, channelId, canAct, onOpenEvent }: TRowProps & { feedback: TSellerFeedback }) {
  return (
    <Group gap={4} wrap="wrap">
      {canAct && <RemovalActions feedback={feedback} channelId={channelId} />}
      {feedback.event_id && (
        <Button size="compact-sm" variant="subtle" onClick={() => onOpenEvent(feedback.event_id ?? '')}>
          Alert
        </Button>
      )}
    </Group>
  );
}

function columns(props: TRowProps): TColumn<TSellerFeedback>[] {
  return [
    {
      key: 'date',
      header: 'Date',
      render: (f) => <Text size="sm">{formatDefaultDate(f.feedback_date)}</Text>,
    },
    { key: 'stars', header: 'Stars', render: (f) => <Stars feedback={f} /> },
    {
      key: 'comment',
      header: 'Comment',
      render: (f) => <Text size="sm">{f.comments ?? '—'}</Text>,
    },
    {
      key: 'order',
      header: 'Order',
      render: (f) => (
        <Text size="sm" ff="monospace">
          {f.amazon_order_id}
        </Text>
      ),
      visibleFrom: 'md',
    },
    { key: 'candidate', header: 'Removal candidate', render: (f) => <CandidateBadge feedback={f} /> },
    { key: 'status', header: 'Request', render: (f) => <RemovalBadge feedback={f} /> },
    { key: 'actions', header: 'Actions', render: (f) => <RowActions feedback={f} {...props} /> },
  ];
}

function Cards({ rows, ...props }: TRowProps & { rows: readonly TSellerFeedback[] }) {
  return (
    <PhoneCards rows={rows} rowKey={(f) => f.amazon_order_id}>
      {(f) => (
        <>
          <Group gap="xs" justify="space-between">
            <Stars feedback={f} />
            <Text size="xs" c="dimmed">
              {formatDefaultDate(f.feedback_date)} · {f.amazon_order_id}
            </Text>
          </Group>
          <Text size="sm">{f.comments ?? '—'}</Text>
          <Group gap="xs">
            <CandidateBadge feedback={f} />
            <RemovalBadge feedback={f} />
          </Group>
          <RowActions feedback={f} {...props} />
        </>
      )}
    </PhoneCards>
  );
}

export function FeedbackPanel({
  channelId,
  canAct,
  onOpenEvent,
  orderId = '',
}: TRowProps & { orderId?: string }) {
  const {
    filters,
    pages,
    query: shown,
    filter,
  } = useKeysetFilters<Omit<TFeedbackFilters, 'cursor'>>({
    rating: null,
    status: null,
    candidates: false,
    orderId,
  });
  const query = useSellerFeedback(channelId, shown);
  const filtered =
    filters.rating !== null || filters.status !== null || filters.candidates || filters.orderId !== '';
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Select
          label="Rating"
          placeholder="Any rating"
          clearable
          data={ratingOptions}
          value={filters.rating === null ? null : String(filters.rating)}
          onChange={(v) => filter({ rating: v === null ? null : Number(v) })}
          w={{ base: '100%', xs: 150 }}
        />
        <Select
          label="Removal request"
          placeholder="Any"
          clearable
          data={statusOptions}
          value={filters.status}
          onChange={(v) => filter({ status: v as TFeedbackRemovalStatus | null })}
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          label="Order"
          placeholder="111-…"
          value={filters.orderId}
          onChange={(e) => filter({ orderId: e.currentTarget.value })}
          w={{ base: '100%', xs: 200 }}
          maxLength={40}
        />
        <Switch
          label="Removal candidates only"
          checked={filters.candidates}
          onChange={(e) => filter({ candidates: e.currentTarget.checked })}
          mb={8}
        />
      </Group>
      <KeysetQueryTable
        query={query}
        pages={pages}
        errorTitle="The feedback could not be loaded"
        empty={
          <EmptyPanel
            icon={<IconMessageStar size={28} />}
            title={filtered ? 'No feedback matches' : 'No feedback yet'}
          >
            {filtered
              ? 'Clear the filters to see every feedback.'
              : "Amazon's feedback report has brought no negative or neutral feedback for this store. It is imported daily; a 1–2-star feedback also raises an alert."}
          </EmptyPanel>
        }
        labels={PREVIOUS_NEXT}
        aria-label="Seller feedback"
        columns={columns({ channelId, canAct, onOpenEvent })}
        rowKey={(f) => f.amazon_order_id}
        minWidth={860}
        tableProps={{ verticalSpacing: 'sm', striped: true }}
        phoneView={(rows) => (
          <Cards rows={rows} channelId={channelId} canAct={canAct} onOpenEvent={onOpenEvent} />
        )}
      />
    </Stack>
  );
}
