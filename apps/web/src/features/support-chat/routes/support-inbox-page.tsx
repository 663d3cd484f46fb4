import { Badge, Button, Grid, Group, NavLink, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { SUPPORT_CANNED_REPLIES, SUPPORT_STATUSES, type TSupportConversation } from '@seller-tools/contract';
import { IconMessages } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ListPage } from '../../../components/ui/list-page';
import { QueryState } from '../../../components/ui/query-state';
import { supportKeys, useInbox, useSupportReply, useSupportStream, useSupportUpdate } from '../api/support';
import { Composer, MessageList } from '../components/message-thread';

/** The staff inbox: every conversation, newest first; answer, assign, change its status (super-admin). */
export function SupportInboxPage() {
  const live = useSupportStream(true, supportKeys.inbox);
  const inbox = useInbox(!live);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <ListPage
      title="Support inbox"
      subtitle="Conversations from sellers' chat; answers reach them at once, or by email when they are away."
    >
      <QueryState
        query={inbox}
        errorTitle="The inbox could not be loaded"
        empty={
          <EmptyPanel icon={<IconMessages size={22} />} title="No conversations yet">
            Messages sellers write in the chat appear here.
          </EmptyPanel>
        }
      >
        {(conversations) => {
          const current = conversations.find((c) => c.id === selected) ?? conversations[0];
          return (
            <Grid>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Paper withBorder radius="md">
                  {conversations.map((c) => (
                    <NavLink
                      key={c.id}
                      active={c.id === current?.id}
                      label={c.company_name}
                      description={`${c.opened_by_email} · ${c.messages.at(-1)?.body.slice(0, 60) ?? ''}`}
                      rightSection={
                        <Badge size="xs" variant="light">
                          {c.status}
                        </Badge>
                      }
                      onClick={() => setSelected(c.id)}
                    />
                  ))}
                </Paper>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 8 }}>{current && <Thread conversation={current} />}</Grid.Col>
            </Grid>
          );
        }}
      </QueryState>
    </ListPage>
  );
}

function Thread({ conversation }: { conversation: TSupportConversation }) {
  const reply = useSupportReply();
  const update = useSupportUpdate();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {conversation.company_name}
          </Title>
          <Group gap="xs">
            <Select
              aria-label="Status"
              size="xs"
              w={120}
              data={[...SUPPORT_STATUSES]}
              value={conversation.status}
              allowDeselect={false}
              onChange={(status) =>
                status &&
                update.mutate({
                  id: conversation.id,
                  body: { status: status as TSupportConversation['status'] },
                })
              }
            />
            <Button
              size="xs"
              variant="default"
              onClick={() => update.mutate({ id: conversation.id, body: { assign_to_me: true } })}
            >
              {conversation.assigned_to ? 'Reassign to me' : 'Assign to me'}
            </Button>
          </Group>
        </Group>
        <MessageList messages={conversation.messages} empty="No messages." />
        <Composer
          label="Reply"
          sending={reply.isPending}
          onSend={(body) => reply.mutateAsync({ id: conversation.id, body })}
          extra={(setBody) => (
            <Select
              aria-label="Canned reply"
              placeholder="Insert a canned reply"
              data={[...SUPPORT_CANNED_REPLIES]}
              value={null}
              onChange={(text) => text && setBody(text)}
            />
          )}
        />
        <Text size="xs" c="dimmed">
          {conversation.opened_by_email}
        </Text>
      </Stack>
    </Paper>
  );
}
