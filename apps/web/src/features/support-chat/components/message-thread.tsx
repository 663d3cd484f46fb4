import { Anchor, Button, FileButton, Group, Paper, ScrollArea, Stack, Text, Textarea } from '@mantine/core';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_MESSAGES,
  type TSupportMessage,
  type TSupportPost,
} from '@seller-tools/contract';
import { IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { errorMessageOf } from '../../../lib/http';
import { attachmentOf, downloadAttachment } from '../api/support';

/** A message's file: a button, not a link, as it is fetched with the session's token a link would not carry. */
function AttachmentLink({ attachment }: { attachment: { id: string; name: string } }) {
  return (
    <Anchor component="button" type="button" size="sm" onClick={() => void downloadAttachment(attachment)}>
      {attachment.name}
    </Anchor>
  );
}

/** The messages of a conversation, oldest first. */
export function MessageList({ messages, empty }: { messages: TSupportMessage[]; empty: string }) {
  if (messages.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  return (
    <ScrollArea.Autosize mah={360}>
      <Stack gap="xs" aria-label="Messages" role="log">
        {messages.map((m) => (
          <Paper
            key={m.id}
            p="xs"
            radius="md"
            bg={m.from_staff ? 'var(--mantine-color-blue-light)' : 'var(--mantine-color-gray-1)'}
            ml={m.from_staff ? 0 : 'xl'}
            mr={m.from_staff ? 'xl' : 0}
          >
            <Text size="xs" c="dimmed">
              {m.author_name} · {new Date(m.created_at).toLocaleString()}
            </Text>
            {m.body && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {m.body}
              </Text>
            )}
            {m.attachment && <AttachmentLink attachment={m.attachment} />}
          </Paper>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/** The message box with an attachment button; answers the post to send. */
export function Composer({
  onSend,
  sending,
  extra,
  label = 'Message',
  attachments = true,
}: {
  onSend: (post: TSupportPost) => Promise<unknown>;
  sending: boolean;
  extra?: (setBody: (text: string) => void) => ReactNode;
  label?: string;
  /** Visitors of the public site write text only. */
  attachments?: boolean;
}) {
  const [body, setBody] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const pick = (picked: File | null) => {
    setError(null);
    if (!picked) return setFile(null);
    if (!(SUPPORT_ATTACHMENT_TYPES as readonly string[]).includes(picked.type))
      return setError(SUPPORT_MESSAGES.badType);
    if (picked.size > SUPPORT_ATTACHMENT_MAX_BYTES) return setError(SUPPORT_MESSAGES.tooBig);
    setFile(picked);
  };
  const send = async () => {
    if (!body.trim() && !file) return setError(SUPPORT_MESSAGES.empty);
    try {
      await onSend({ body: body.trim(), attachment: file ? await attachmentOf(file) : null });
      setBody('');
      setFile(null);
      setError(null);
    } catch (e) {
      setError(errorMessageOf(e));
    }
  };
  return (
    <Stack gap="xs">
      {extra?.(setBody)}
      <Textarea
        label={label}
        autosize
        minRows={2}
        maxRows={6}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={error}
      />
      <Group justify={attachments ? 'space-between' : 'flex-end'}>
        {attachments && (
          <FileButton onChange={pick} accept={SUPPORT_ATTACHMENT_TYPES.join(',')}>
            {(props) => (
              <Button {...props} variant="subtle" size="xs" leftSection={<IconPaperclip size={14} />}>
                {file ? file.name : 'Attach a screenshot'}
              </Button>
            )}
          </FileButton>
        )}
        <Button onClick={send} loading={sending}>
          Send
        </Button>
      </Group>
    </Stack>
  );
}
