import { Button, Group } from '@mantine/core';

interface LoadMoreProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  noun: string;
}

/** The keyset lists' next page: one button under the table while there is more. */
export function LoadMore({ hasNextPage, isFetchingNextPage, fetchNextPage, noun }: LoadMoreProps) {
  if (!hasNextPage) return null;
  return (
    <Group justify="center">
      <Button variant="light" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
        Load more {noun}
      </Button>
    </Group>
  );
}
