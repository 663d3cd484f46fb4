import { Affix, Button, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { supportKeys, useMyConversation, useSupportPost, useSupportStream } from '../api/support';
import { ChatDrawer } from './chat-drawer';
import { Composer } from './message-thread';

/**
 * The chat/feedback widget of spec §7 in the signed-in shell: a launcher opening the company's
 * conversation with our team. Answers arrive through the event stream (polling as the fallback).
 */
export function SupportLauncher() {
  const [opened, setOpened] = useState(false);
  const live = useSupportStream(opened, supportKeys.mine);
  const conversation = useMyConversation(opened, !live);
  const post = useSupportPost();
  return (
    <>
      <Affix position={{ bottom: 20, right: 20 }}>
        <Button
          radius="xl"
          leftSection={<IconMessageCircle size={18} />}
          onClick={() => setOpened(true)}
          aria-label="Chat with us"
        >
          Chat
        </Button>
      </Affix>
      <ChatDrawer
        opened={opened}
        onClose={() => setOpened(false)}
        conversation={conversation}
        empty="Ask us anything: we answer here, and by email when you are away."
      >
        <Composer onSend={(body) => post.mutateAsync(body)} sending={post.isPending} />
        <Text size="xs" c="dimmed">
          Your company's admins see this conversation too.
        </Text>
      </ChatDrawer>
    </>
  );
}
