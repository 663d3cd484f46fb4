import { Anchor, Image, List, Loader, Modal, Stack, Text, Title, Typography } from '@mantine/core';
import {
  formatNewsDate,
  MODAL_TITLES,
  PRODUCT_NAME,
  type TBoardPost,
  type TBoardType,
} from '@seller-tools/contract';
import { sanitizeHtml } from '../../../lib/html';
import { useBoard } from '../api/board';
import classes from './modals.module.css';

interface NewsModalProps {
  opened: boolean;
  onClose: () => void;
  /** "What's new?" opens the changelog board. */
  type: TBoardType;
}

// A reference is a link when it is one (http(s) or an app path), else a short note.
function Reference({ value }: { value: string }) {
  if (/^(https?:\/\/|\/)/i.test(value)) {
    return (
      <Anchor href={value} target="_blank" rel="noopener noreferrer" size="sm">
        Read more
      </Anchor>
    );
  }
  return (
    <Text size="sm" c="dimmed">
      {value}
    </Text>
  );
}

function NewsItem({ post }: { post: TBoardPost }) {
  return (
    <article className={classes.newsItem} aria-labelledby={`news-${post._id}`}>
      {post.cover_image && <Image src={post.cover_image} alt="" radius="md" mah={180} fit="cover" />}
      <Text size="xs" c="dimmed" fw={600}>
        <time dateTime={post.created_at}>{formatNewsDate(post.created_at)}</time>
      </Text>
      <Title order={3} size="h5" id={`news-${post._id}`}>
        {post.title}
      </Title>
      <Typography fz="sm" className={classes.newsContents}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized right here, whatever the server did on save. */}
        <div dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.contents) }} />
      </Typography>
      {post.bullet_content_list.length > 0 && (
        <List size="sm" spacing={4}>
          {post.bullet_content_list.map((bullet) => (
            <List.Item key={bullet}>{bullet}</List.Item>
          ))}
        </List>
      )}
      {post.reference_content && <Reference value={post.reference_content} />}
    </article>
  );
}

/** The news modal "{product} news" (spec §2): the board's posts, newest first, dated MM/DD/YYYY. */
export function NewsModal({ opened, onClose, type }: NewsModalProps) {
  const board = useBoard(type, opened);
  const posts = board.data ?? [];
  return (
    <Modal opened={opened} onClose={onClose} title={MODAL_TITLES.news(PRODUCT_NAME)} size="lg" centered>
      {board.isLoading && (
        <Stack align="center" py="xl">
          <Loader type="dots" />
        </Stack>
      )}
      {!board.isLoading && posts.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          No news yet. New features and changes are listed here as they ship.
        </Text>
      )}
      <Stack gap="lg">
        {posts.map((post) => (
          <NewsItem key={post._id} post={post} />
        ))}
      </Stack>
    </Modal>
  );
}
