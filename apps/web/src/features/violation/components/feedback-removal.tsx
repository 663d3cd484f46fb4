import { Badge, Button, Group, Text, Textarea } from '@mantine/core';
import {
  FEEDBACK_NOTE_MAX,
  FEEDBACK_REMOVAL_STATUS_LABELS,
  type TFeedbackRemovalStatus,
  type TSellerFeedback,
  ZFeedbackRemovalBody,
} from '@seller-tools/contract';
import { type FormEvent, useState } from 'react';
import { ModalForm } from '../../../components/kit/modal-form';
import { DayInput } from '../../../components/ui/day-input';
import { useContractForm } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useFeedbackRemoval } from '../api/feedback';

// A feedback's removal request (issue 22): where it stands, and its next step. The seller asks Amazon in
// Seller Central (Feedback Manager → Request removal) and records it here with the day and a note, then
// records Amazon's answer; a refused request may be asked again.

const STATUS_COLORS: Record<TFeedbackRemovalStatus, string> = {
  none: 'gray',
  requested: 'blue',
  removed: 'green',
  refused: 'red',
};

export function RemovalBadge({ feedback }: { feedback: TSellerFeedback }) {
  const { status } = feedback.removal;
  return (
    <Badge color={STATUS_COLORS[status]} variant="light">
      {FEEDBACK_REMOVAL_STATUS_LABELS[status]}
    </Badge>
  );
}

const ZRequestForm = ZFeedbackRemovalBody.pick({ requested_on: true, note: true });
const today = () => new Date().toISOString().slice(0, 10);

function RequestModal({
  feedback,
  channelId,
  onClose,
}: {
  feedback: TSellerFeedback;
  channelId: string;
  onClose: () => void;
}) {
  const removal = useFeedbackRemoval(channelId, feedback.amazon_order_id);
  const { values, set, textProps, isValid, touchAll } = useContractForm(ZRequestForm, {
    requested_on: today(),
    note: '',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    touchAll();
    if (!isValid) return;
    removal.mutate(
      { status: 'requested', requested_on: values.requested_on, note: values.note || undefined },
      {
        onSuccess: (answer) => {
          showToast({ kind: 'success', message: answer.message ?? 'Saved.' });
          onClose();
        },
      },
    );
  };
  return (
    <ModalForm
      title={`Removal request · order ${feedback.amazon_order_id}`}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Record request"
      pending={removal.isPending}
    >
      <Text size="sm">
        Ask Amazon in Seller Central (Performance → Feedback → Feedback Manager → Request removal), then
        record it here. Amazon takes requests until {feedback.removable_until}.
      </Text>
      <DayInput
        label="Requested on"
        value={values.requested_on}
        onChange={(v) => set('requested_on', v)}
        min={feedback.feedback_date}
        max={today()}
      />
      <Textarea
        label="Note"
        placeholder="Case id, what you wrote to Amazon…"
        rows={3}
        maxLength={FEEDBACK_NOTE_MAX}
        {...textProps('note')}
      />
      {removal.error && (
        <Text size="sm" c="red">
          {errorMessageOf(removal.error)}
        </Text>
      )}
    </ModalForm>
  );
}

/** Amazon's answers to a pending request, one button each. */
const AMAZON_ANSWERS = [
  { status: 'removed', label: 'Removed', look: { color: 'green' } },
  { status: 'refused', label: 'Refused', look: { variant: 'default' } },
] as const satisfies readonly {
  status: TFeedbackRemovalStatus;
  label: string;
  look: { color?: string; variant?: string };
}[];

/** The next steps a violation user or admin can record on this feedback. */
export function RemovalActions({ feedback, channelId }: { feedback: TSellerFeedback; channelId: string }) {
  const [asking, setAsking] = useState(false);
  const removal = useFeedbackRemoval(channelId, feedback.amazon_order_id);
  const answer = (status: (typeof AMAZON_ANSWERS)[number]['status']) =>
    removal.mutate(
      { status },
      {
        onSuccess: (a) => showToast({ kind: 'success', message: a.message ?? 'Saved.' }),
        onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
      },
    );
  const { status } = feedback.removal;
  const expired = feedback.removable_until < today();
  return (
    <Group gap={4} wrap="wrap">
      {(status === 'none' || status === 'refused') && (
        <Button
          size="compact-sm"
          variant={feedback.candidate ? 'filled' : 'default'}
          disabled={expired}
          title={expired ? 'Amazon takes removal requests for 90 days.' : undefined}
          onClick={() => setAsking(true)}
        >
          {status === 'refused' ? 'Request again' : 'Request removal'}
        </Button>
      )}
      {status === 'requested' && (
        <>
          {AMAZON_ANSWERS.map(({ status: answered, label, look }) => (
            <Button
              key={answered}
              size="compact-sm"
              {...look}
              loading={removal.isPending && removal.variables?.status === answered}
              onClick={() => answer(answered)}
            >
              {label}
            </Button>
          ))}
        </>
      )}
      {asking && <RequestModal feedback={feedback} channelId={channelId} onClose={() => setAsking(false)} />}
    </Group>
  );
}
