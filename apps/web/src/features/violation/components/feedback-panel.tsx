import { Badge, Button, Group, Rating, Select, Switch, Text, Tooltip } from '@mantine/core';
import {
  FEEDBACK_REMOVAL_STATUS_LABELS,
  FEEDBACK_REMOVAL_STATUSES,
  formatDefaultDate,
  type TSellerFeedback,
} from '@seller-tools/contract';
import { IconMessageStar } from '@tabler/icons-react';
import { FilteredKeysetTable } from '../../../components/kit/filtered-keyset-table';
import type { TColumn } from '../../../components/ui/data-table';
import { PREVIOUS_NEXT, useKeysetFilters } from '../../../components/ui/keyset';
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
  const list = useKeysetFilters<Omit<TFeedbackFilters, 'cursor'>>({
    rating: null,
    status: null,
    candidates: false,
    orderId,
  });
  const query = useSellerFeedback(channelId, list.query);
  const rating = (
    <Select
      label="Rating"
      placeholder="Any rating"
      clearable
      data={ratingOptions}
      value={list.filters.rating === null ? null : String(list.filters.rating)}
      onChange={(v) => list.filter({ rating: v === null ? null : Number(v) })}
      w={{ base: '100%', xs: 150 }}
    />
  );
  const candidates = (
    <Switch
      label="Removal candidates only"
      checked={list.filters.candidates}
      onChange={(e) => list.filter({ candidates: e.currentTarget.checked })}
      mb={8}
    />
  );
  return (
    <FilteredKeysetTable
      list={list}
      fields={[
        { element: rating },
        { select: 'status', label: 'Removal request', placeholder: 'Any', data: statusOptions, width: 180 },
        { text: 'orderId', label: 'Order', placeholder: '111-…', maxLength: 40, width: 200 },
        { element: candidates },
      ]}
      query={query}
      errorTitle="The feedback could not be loaded"
      empty={{
        icon: <IconMessageStar size={28} />,
        noMatch: 'No feedback matches',
        none: 'No feedback yet',
        every: 'every feedback',
        children: `Amazon's feedback report has brought no negative or neutral feedback for this store. It is imported daily; a 1–2-star feedback also raises an alert.`,
      }}
      labels={PREVIOUS_NEXT}
      aria-label="Seller feedback"
      columns={columns({ channelId, canAct, onOpenEvent })}
      rowKey={(f) => f.amazon_order_id}
      minWidth={860}
      phoneView={(rows) => (
        <Cards rows={rows} channelId={channelId} canAct={canAct} onOpenEvent={onOpenEvent} />
      )}
    />
  );
}
