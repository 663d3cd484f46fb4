import {
  Badge,
  Button,
  Grid,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  BOARD_TYPES,
  SYSTEM_ROUTES,
  type TBoardPost,
  type TBoardType,
  ZBoardPostFields,
} from '@seller-tools/contract';
import { IconNews } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyPanel } from '../../../components/ui/empty-panel';
import { ListPage } from '../../../components/ui/list-page';
import { NewsItem } from '../../../components/ui/news-item';
import { QueryState } from '../../../components/ui/query-state';
import { formatDateTime } from '../../../lib/dates/date-time';
import { topLevelErrors, zodResolver } from '../../../lib/forms';
import { errorMessageOf } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useSaveBoardPost, useStaffBoard } from '../api/news';
import { utcToZoned, zonedToUtc } from '../components/zoned-time';

// Spec §2/§6 list the system menu's items and no news page; writing news is talking to users, like the
// campaigns and the support inbox, so it is a tab of the Email Campaign area (/system/email-campaign/news,
// super-admin only through that area's route guard) rather than a new menu item.

export const BOARD_LABELS: Record<TBoardType, string> = { news: 'News', changelog: "What's new?" };

type TDraft = { title: string; contents: string; when: string; bullets: string };
const checkDraft = zodResolver<{ title: string; contents: string }>(
  ZBoardPostFields.pick({ title: true, contents: true }),
);
const zone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const nowLocal = () => utcToZoned(new Date().toISOString(), zone());

function draftOf(post: TBoardPost | null): TDraft {
  return {
    title: post?.title ?? '',
    contents: post?.contents ?? '',
    when: utcToZoned(post?.publish_at ?? new Date().toISOString(), zone()),
    bullets: post?.bullet_content_list.join('\n') ?? '',
  };
}

/** The state a reader-facing post is in: a draft, published, or published with a date still to come. */
function PostState({ post }: { post: TBoardPost }) {
  if (!post.published) return <Badge color="gray">Draft</Badge>;
  if (new Date(post.publish_at) > new Date()) return <Badge color="blue">Scheduled</Badge>;
  return <Badge color="teal">Published</Badge>;
}

function PostEditor({
  type,
  post,
  onDone,
}: {
  type: TBoardType;
  post: TBoardPost | null;
  onDone: () => void;
}) {
  const save = useSaveBoardPost(type);
  const form = useForm<TDraft>({
    mode: 'controlled',
    initialValues: draftOf(post),
    validate: (values) => topLevelErrors(checkDraft(values)),
  });
  const draft = form.getValues();
  const publishAt = zonedToUtc(draft.when || nowLocal(), zone()) ?? new Date().toISOString();
  const bullets = draft.bullets
    .split('\n')
    .map((b) => b.trim())
    .filter(Boolean);
  // The preview is the reader's view: the same component and sanitising as the news modal.
  const preview: TBoardPost = {
    _id: post?._id ?? 'preview',
    type,
    title: draft.title || 'Title',
    contents: draft.contents,
    cover_image: post?.cover_image ?? null,
    bullet_content_list: bullets,
    reference_content: post?.reference_content ?? null,
    created_at: post?.created_at ?? publishAt,
    publish_at: publishAt,
    published: true,
    is_new: false,
  };

  const submit = (published: boolean) =>
    form.onSubmit((values) =>
      save.mutate(
        {
          id: post?._id ?? null,
          body: {
            title: values.title,
            contents: values.contents,
            bullet_content_list: bullets,
            publish_at: publishAt,
            published,
          },
        },
        {
          onSuccess: () => {
            showToast({
              kind: 'success',
              message: published ? 'Published.' : 'Saved as a draft.',
              durationMs: 4000,
            });
            onDone();
          },
          onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
        },
      ),
    )();

  return (
    <Grid>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              {post ? 'Edit post' : 'New post'}
            </Title>
            <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
            <Textarea
              label="Contents"
              description="Rich text as HTML: paragraphs, bold, italics, lists, links and https images. Scripts and styles are removed when saved."
              withAsterisk
              rows={8}
              {...form.getInputProps('contents')}
            />
            <Textarea
              label="Highlights"
              description="One per line, listed under the text."
              rows={3}
              {...form.getInputProps('bullets')}
            />
            <TextInput
              type="datetime-local"
              label={`Publish date (${zone()})`}
              description="Users see the post from this date once it is published."
              {...form.getInputProps('when')}
            />
            <Group>
              <Button onClick={() => submit(true)} loading={save.isPending}>
                Publish
              </Button>
              <Button variant="default" onClick={() => submit(false)} loading={save.isPending}>
                Save as draft
              </Button>
              <Button variant="subtle" onClick={onDone}>
                Cancel
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Paper withBorder p="md" radius="md" aria-label="Preview" component="section">
          <Text size="xs" c="dimmed" mb="xs">
            Preview, as users see it
          </Text>
          <NewsItem post={preview} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}

/** /system/email-campaign/news: staff write, preview, publish and unpublish news and changelog posts. */
export function NewsAuthoringPage() {
  const [type, setType] = useState<TBoardType>('changelog');
  // null: no editor open; 'new': a new post; else the post being edited.
  const [editing, setEditing] = useState<TBoardPost | 'new' | null>(null);
  const posts = useStaffBoard(type);
  const save = useSaveBoardPost(type);
  const toggle = (post: TBoardPost) =>
    save.mutate(
      { id: post._id, body: { published: !post.published } },
      {
        onSuccess: () =>
          showToast({
            kind: 'success',
            message: post.published ? 'Unpublished.' : 'Published.',
            durationMs: 4000,
          }),
        onError: (error) => showToast({ kind: 'error', message: errorMessageOf(error) }),
      },
    );

  return (
    <ListPage
      title="News and What's new?"
      subtitle="Posts shown in the news modal and the What's new? panel; users see which are new since their last visit."
      actions={
        <Group gap="xs">
          <Button component={Link} to={SYSTEM_ROUTES.emailCampaign} variant="default">
            Email campaigns
          </Button>
          <Button onClick={() => setEditing('new')}>New post</Button>
        </Group>
      }
    >
      <Stack>
        <SegmentedControl
          value={type}
          onChange={(value) => {
            setType(value as TBoardType);
            setEditing(null);
          }}
          data={BOARD_TYPES.map((t) => ({ value: t, label: BOARD_LABELS[t] }))}
          aria-label="Board"
        />
        {editing && (
          <PostEditor
            key={editing === 'new' ? 'new' : editing._id}
            type={type}
            post={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
        <QueryState
          query={posts}
          errorTitle="Posts could not be loaded"
          empty={
            <EmptyPanel icon={<IconNews size={22} />} title="No posts yet">
              Write a first one with New post.
            </EmptyPanel>
          }
        >
          {(list) => (
            <Stack gap="xs">
              {list.map((post) => (
                <Paper key={post._id} withBorder p="sm" radius="md">
                  <Group justify="space-between" wrap="wrap">
                    <div>
                      <Text fw={600} size="sm">
                        {post.title}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {formatDateTime(post.publish_at, zone())}
                      </Text>
                    </div>
                    <Group gap="xs">
                      <PostState post={post} />
                      <Button size="xs" variant="default" onClick={() => setEditing(post)}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant={post.published ? 'default' : 'filled'}
                        onClick={() => toggle(post)}
                        aria-label={`${post.published ? 'Unpublish' : 'Publish'} ${post.title}`}
                      >
                        {post.published ? 'Unpublish' : 'Publish'}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              ))}
            </Stack>
          )}
        </QueryState>
      </Stack>
    </ListPage>
  );
}
