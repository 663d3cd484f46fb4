import { Drawer, Stack } from '@mantine/core';
import type { TSupportMessage } from '@seller-tools/contract';
import type { ReactNode } from 'react';
import { QueryState, type TQueryLike } from '../../../components/ui/query-state';
import { MessageList } from './message-thread';

interface ChatDrawerProps {
  opened: boolean;
  onClose: () => void;
  /** The conversation (none before the first message). */
  conversation: TQueryLike<{ messages: TSupportMessage[] } | null>;
  /** What the chat says before the first message. */
  empty: string;
  /** Under the messages: the composer and what goes with it. */
  children: ReactNode;
}

/** The chat drawer on the right, signed in or not: the conversation's messages, then the composer. */
export function ChatDrawer({ opened, onClose, conversation, empty, children }: ChatDrawerProps) {
  return (
    <Drawer opened={opened} onClose={onClose} position="right" title="Chat with Seller Tools" size="md">
      <Stack gap="md">
        <QueryState query={conversation} errorTitle="The chat could not be loaded">
          {(c) => <MessageList messages={c?.messages ?? []} empty={empty} />}
        </QueryState>
        {children}
      </Stack>
    </Drawer>
  );
}
