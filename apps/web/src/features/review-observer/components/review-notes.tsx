import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { NOTE_MAX_LENGTH, relativeTime, ZReviewNoteRequest } from '@seller-tools/contract';
import { useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import type { TReviewDetail } from '../api/review-detail';
import { useAddNote } from '../api/review-updates';

const ZNoteText = ZReviewNoteRequest.shape.text;

interface ReviewNotesProps {
  channelId: string;
  reviewId: string;
  notes: TReviewDetail['notes'];
}

/** The team's notes on a review, oldest first, and a box to add one. */
export function ReviewNotes({ channelId, reviewId, notes }: ReviewNotesProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = useAddNote(channelId, reviewId);
  const now = new Date();

  const submit = () => {
    const parsed = ZNoteText.safeParse(text);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Write a note first.');
      return;
    }
    setError(null);
    add.mutate(parsed.data, {
      onSuccess: () => setText(''),
      onError: (failure) => setError(errorMessageOf(failure)),
    });
  };

  return (
    <Stack gap="sm">
      <Title order={3} size="h6">
        Notes ({notes.length})
      </Title>
      {notes.length === 0 && (
        <Text size="sm" c="dimmed">
          No notes yet. Write down what you did about this review, for your team.
        </Text>
      )}
      {notes.map((note) => (
        <Paper key={note.note_id} withBorder radius="md" p="sm" bg="gray.0">
          <Group justify="space-between" gap="xs" mb={4}>
            <Text size="xs" fw={700}>
              {note.author_name}
            </Text>
            <Text size="xs" c="dimmed" title={note.created_at}>
              {relativeTime(note.created_at, now)}
            </Text>
          </Group>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.text}
          </Text>
        </Paper>
      ))}
      <Textarea
        label="Add a note"
        rows={3}
        maxLength={NOTE_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
      />
      <Group justify="flex-end">
        <Button size="sm" onClick={submit} loading={add.isPending}>
          Add note
        </Button>
      </Group>
    </Stack>
  );
}
