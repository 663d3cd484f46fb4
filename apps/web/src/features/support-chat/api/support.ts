import {
  supportAttachmentEndpoint,
  supportConversationEndpoint,
  supportInboxEndpoint,
  supportPostEndpoint,
  supportReplyEndpoint,
  supportStreamEndpoint,
  supportUpdateEndpoint,
  supportVisitorConversationEndpoint,
  supportVisitorPostEndpoint,
  supportVisitorStreamEndpoint,
  type TSupportPost,
  type TSupportVisitorPost,
} from '@seller-tools/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { saveFileFrom } from '../../../lib/download';
import { readData } from '../../../lib/endpoint-query';
import { callData } from '../../../lib/endpoint-query/call-data';
import { apiHref, call } from '../../../lib/http';
import { getSession } from '../../../lib/storage';

export const supportKeys = {
  all: ['support'] as const,
  mine: ['support', 'mine'] as const,
  inbox: ['support', 'inbox'] as const,
  visitor: ['support', 'visitor'] as const,
};
/** The polling fallback: how often the chat asks while the event stream is down (`poll`). */
const POLL_MS = 15_000;

export function useMyConversation(enabled: boolean, poll: boolean) {
  return useQuery({
    queryKey: supportKeys.mine,
    queryFn: async ({ signal }) => callData(supportConversationEndpoint, {}, { signal }),
    enabled,
    refetchInterval: enabled && poll ? POLL_MS : false,
  });
}

/** A visitor's conversation (public site), by the token their browser keeps; none before the first message. */
export function useVisitorConversation(token: string | null, poll: boolean) {
  return useQuery({
    queryKey: supportKeys.visitor,
    queryFn: async ({ signal }) =>
      token ? await readData(supportVisitorConversationEndpoint, { query: { token } }, signal) : null,
    refetchInterval: token && poll ? POLL_MS : false,
  });
}

export function useVisitorPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSupportVisitorPost) => readData(supportVisitorPostEndpoint, { body }),
    onSuccess: (answer) => queryClient.setQueryData(supportKeys.visitor, answer.conversation),
  });
}

export function useInbox(poll: boolean) {
  return useQuery({
    queryKey: supportKeys.inbox,
    queryFn: async ({ signal }) => callData(supportInboxEndpoint, { query: {} }, { signal }),
    refetchInterval: poll ? POLL_MS : false,
  });
}

export function useSupportPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSupportPost) => callData(supportPostEndpoint, { body }),
    onSuccess: (conversation) => queryClient.setQueryData(supportKeys.mine, conversation),
  });
}

export function useSupportReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: TSupportPost }) =>
      callData(supportReplyEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox }),
  });
}

export function useSupportUpdate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string;
      body: { status?: 'open' | 'pending' | 'closed'; assign_to_me?: boolean };
    }) => callData(supportUpdateEndpoint, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportKeys.inbox }),
  });
}

/**
 * Server-Sent Events read with fetch (EventSource cannot send the Authorization header): each "message"
 * event refetches `key`. Answers whether the stream is open: the queries poll only while it is not (it
 * is retried after a pause when it fails). A visitor (no session) streams their conversation by its token.
 */
export function useSupportStream(
  enabled: boolean,
  key: readonly string[],
  visitorToken?: string | null,
): boolean {
  const queryClient = useQueryClient();
  const joinedKey = key.join('/');
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    let reconnecting = false;
    const connect = async () => {
      try {
        const token = visitorToken ? null : getSession()?.accessToken;
        const href = visitorToken
          ? apiHref(supportVisitorStreamEndpoint, { query: { token: visitorToken } })
          : apiHref(supportStreamEndpoint);
        const res = await fetch(href, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: controller.signal,
        });
        const reader = res.body?.getReader();
        if (!res.ok || !reader) throw new Error('stream unavailable');
        setLive(true);
        // Back after a drop: what changed in between, since the last poll.
        if (reconnecting) void queryClient.invalidateQueries({ queryKey: joinedKey.split('/') });
        reconnecting = true;
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          if (events.some((e) => e.includes('event: message'))) {
            void queryClient.invalidateQueries({ queryKey: joinedKey.split('/') });
          }
        }
      } catch {
        if (controller.signal.aborted) return;
      }
      setLive(false);
      retry = setTimeout(connect, 5000);
    };
    void connect();
    return () => {
      controller.abort();
      clearTimeout(retry);
      setLive(false);
    };
  }, [enabled, joinedKey, queryClient, visitorToken]);
  return live;
}

/** A file as the post's attachment (base64). */
export async function attachmentOf(file: File): Promise<NonNullable<TSupportPost['attachment']>> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return { name: file.name, type: file.type as 'image/png', data: btoa(binary) };
}

/** A message's attachment, fetched with the session (a plain link carries no token) and saved by name. */
export async function downloadAttachment(attachment: { id: string; name: string }): Promise<void> {
  await saveFileFrom(attachment.name, (options) =>
    call(supportAttachmentEndpoint, { params: { id: attachment.id } }, options),
  );
}
