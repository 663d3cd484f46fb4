import { Button, type ButtonVariant, Group } from '@mantine/core';

/** What the button reads of an infinite query. */
export interface TNextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface LoadMoreButtonProps {
  query: TNextPages;
  label?: string;
  variant: ButtonVariant;
  /** In a row of its own, centred under the list. */
  centered?: boolean;
}

/** A keyset list's next page: one button while the server has more, loading while it comes. */
export function LoadMoreButton({
  query,
  label = 'Load more',
  variant,
  centered = false,
}: LoadMoreButtonProps) {
  if (!query.hasNextPage) return null;
  const button = (
    <Button variant={variant} loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
      {label}
    </Button>
  );
  return centered ? <Group justify="center">{button}</Group> : button;
}
