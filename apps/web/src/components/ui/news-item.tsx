import { Anchor, Badge, Group, Image, List, Text, Title, Typography } from '@mantine/core';
import { formatNewsDate, type TBoardPost } from '@seller-tools/contract';
import { sanitizeHtml } from '../../lib/html';
import classes from './news-item.module.css';

/** The label of a post published since the reader last opened its board. */
export const NEWS_NEW_LABEL = 'New';

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

/** One news or changelog post as users see it (the news modal, and the staff preview). */
export function NewsItem({ post }: { post: TBoardPost }) {
  return (
    <article className={classes.newsItem} aria-labelledby={`news-${post._id}`}>
      {post.cover_image && <Image src={post.cover_image} alt="" radius="md" mah={180} fit="cover" />}
      <Group gap="xs">
        <Text size="xs" c="dimmed" fw={600}>
          <time dateTime={post.publish_at}>{formatNewsDate(post.publish_at)}</time>
        </Text>
        {post.is_new && (
          <Badge size="xs" color="red" variant="filled">
            {NEWS_NEW_LABEL}
          </Badge>
        )}
      </Group>
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
