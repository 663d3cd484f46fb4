import { Loader, Modal, Stack, Text } from '@mantine/core';
import { MODAL_TITLES, PRODUCT_NAME, type TBoardType } from '@seller-tools/contract';
import { useEffect } from 'react';
import { NewsItem } from '../../../components/ui/news-item';
import { useBoard, useMarkBoardSeen } from '../api/board';

interface NewsModalProps {
  opened: boolean;
  onClose: () => void;
  /** "What's new?" opens the changelog board. */
  type: TBoardType;
}

/** The news modal "{product} news" (spec §2): the board's posts, newest first, dated MM/DD/YYYY, new ones marked. */
export function NewsModal({ opened, onClose, type }: NewsModalProps) {
  const board = useBoard(type, opened);
  const posts = board.data ?? [];
  // Once the posts are on screen (their "New" marks as the server sent them), the visit moves the reader's
  // last-seen marker: the dot on "What's new?" goes, and the next opening shows nothing as new.
  const markSeen = useMarkBoardSeen(type);
  const loaded = opened && board.isSuccess;
  const { mutate } = markSeen;
  useEffect(() => {
    if (loaded) mutate();
  }, [loaded, mutate]);
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
