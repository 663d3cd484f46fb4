import { TextInput } from '@mantine/core';
import { SUPPORT_VISITOR_TOKEN_KEY } from '@seller-tools/contract';
import { useState } from 'react';
import { readItem, writeItem } from '../../../lib/storage';
import { supportKeys, useSupportStream, useVisitorConversation, useVisitorPost } from '../api/support';
import { ChatDrawer } from './chat-drawer';
import { Composer } from './message-thread';

/** Where the browser keeps the visitor's email, so the field is filled on the next visit. */
const VISITOR_EMAIL_KEY = 'seller-tools.support-visitor-email';

interface VisitorChatProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The chat of the public site for visitors (not signed in): an email to answer to, text messages (no
 * attachments). The server's token for the conversation stays in this browser and authorises reading it;
 * answers arrive through the event stream while open (polling as the fallback), and by email otherwise.
 */
export function VisitorChat({ opened, onClose }: VisitorChatProps) {
  const [token, setToken] = useState(() => readItem(localStorage, SUPPORT_VISITOR_TOKEN_KEY));
  const [email, setEmail] = useState(() => readItem(localStorage, VISITOR_EMAIL_KEY) ?? '');
  const live = useSupportStream(opened && token !== null, supportKeys.visitor, token);
  const conversation = useVisitorConversation(opened ? token : null, !live);
  const post = useVisitorPost();

  const send = async (body: string) => {
    const answer = await post.mutateAsync({ email: email.trim(), body, ...(token ? { token } : {}) });
    writeItem(localStorage, SUPPORT_VISITOR_TOKEN_KEY, answer.token);
    writeItem(localStorage, VISITOR_EMAIL_KEY, email.trim());
    setToken(answer.token);
  };

  return (
    <ChatDrawer
      opened={opened}
      onClose={onClose}
      conversation={conversation}
      empty="Ask us anything about Seller Tools: we answer here while you are on the site, and by email."
    >
      <TextInput
        type="email"
        label="Your email"
        description="We send our answer here too."
        required
        value={email}
        onChange={(e) => setEmail(e.currentTarget.value)}
        autoComplete="email"
      />
      <Composer onSend={(p) => send(p.body)} sending={post.isPending} attachments={false} />
    </ChatDrawer>
  );
}
