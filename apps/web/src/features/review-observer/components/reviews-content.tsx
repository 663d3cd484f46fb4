import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { REVIEW_ROUTES } from '@seller-tools/contract';
import { IconEyeOff, IconMessageStar, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyAction, EmptyPanel } from '../../../components/ui/empty-panel';
import { ErrorNotice } from '../../../components/ui/error-notice';
import { QueryState } from '../../../components/ui/query-state';
import { ListSkeleton } from '../../../components/ui/skeletons';
import { plural } from '../../../lib/plural';
import type { useReviews } from '../api/reviews';
import { ReviewList } from './review-list';

interface ReviewsContentProps {
  query: ReturnType<typeof useReviews>;
  filtered: boolean;
  /** The list shows only the reviews Amazon removed: its empty state says what would appear. */
  onlyRemoved?: boolean;
  onClear: () => void;
  onOpen: (reviewId: string) => void;
}

/** The list with its loading, error and empty states, and "Load more" while there is a next page. */
export function ReviewsContent({
  query,
  filtered,
  onlyRemoved = false,
  onClear,
  onOpen,
}: ReviewsContentProps) {
  const failure = query.error;
  const empty = onlyRemoved ? (
    <EmptyPanel
      icon={<IconEyeOff size={28} />}
      title="No removed reviews"
      action={<EmptyAction onClick={onClear}>Clear filters</EmptyAction>}
    >
      When Amazon takes down a review we have read, it stays here with the day it went.
    </EmptyPanel>
  ) : filtered ? (
    <EmptyPanel
      icon={<IconSearch size={28} />}
      title="No reviews match these filters"
      action={<EmptyAction onClick={onClear}>Clear filters</EmptyAction>}
    >
      Widen the dates, pick more stars or remove a keyword.
    </EmptyPanel>
  ) : (
    <EmptyPanel
      icon={<IconMessageStar size={28} />}
      title="No reviews yet"
      action={
        <Button component={Link} to={REVIEW_ROUTES.settingsNotification} variant="light">
          Set up review alerts
        </Button>
      }
    >
      Reviews of your products appear here as they are read from the product pages, every few hours.
      Meanwhile, choose which new reviews should alert you by email.
    </EmptyPanel>
  );
  return (
    <QueryState
      query={query}
      skeleton={<ListSkeleton label="Loading reviews" />}
      errorTitle="Reviews could not be loaded"
      isEmpty={(data) => data.pages.every((page) => page.items.length === 0)}
      empty={empty}
    >
      {(data) => {
        const reviews = data.pages.flatMap((page) => page.items);
        return (
          <Stack gap="sm">
            <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
              <ReviewList reviews={reviews} onOpen={onOpen} />
            </Paper>
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" aria-live="polite">
                {query.hasNextPage
                  ? `Showing the newest ${reviews.length}`
                  : plural(reviews.length, 'review')}
              </Text>
              {query.hasNextPage && (
                <Button
                  variant="light"
                  onClick={() => void query.fetchNextPage()}
                  loading={query.isFetchingNextPage}
                >
                  Load more
                </Button>
              )}
            </Group>
            {query.isFetchNextPageError && (
              <ErrorNotice error={failure} title="More reviews could not be loaded" />
            )}
          </Stack>
        );
      }}
    </QueryState>
  );
}
