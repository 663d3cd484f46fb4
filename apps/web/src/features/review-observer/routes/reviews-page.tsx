import { Container, Stack, Text } from '@mantine/core';
import { dateRangeProblem } from '@seller-tools/contract';
import { FiltersPanel } from '../../../components/ui/filters-panel';
import { PageHeader } from '../../../components/ui/page-header';
import { StoreGate } from '../../../components/ui/store-state';
import { usePageMeta } from '../../../lib/page-meta';
import { useShellContext } from '../../../lib/shell';
import { useReviews } from '../api/reviews';
import { ReviewDetailDrawer } from '../components/review-detail-drawer';
import { ReviewFilters } from '../components/review-filters';
import { ReviewsContent } from '../components/reviews-content';
import { activeFilterCount, hasActiveFilters, useReviewFilters } from '../components/use-review-filters';

const WILL_SHOW =
  'Every review of your products in one list, filterable by star, product, date, tag and status.';

/** /rating/reviews: the Review Observer. */
export function ReviewsPage() {
  usePageMeta({ title: 'Review Observer', description: 'Every review of your products in one list.' });
  const { importState, currentChannelId, currentStoreLabel } = useShellContext();
  const { filters, resolvingTags, tags, reviewId, change, clear, openReview, closeReview } =
    useReviewFilters();
  const rangeError = dateRangeProblem(filters, { capSpan: false })?.message ?? null;
  const reviews = useReviews(currentChannelId, filters, rangeError === null && !resolvingTags);
  const filtered = hasActiveFilters(filters);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <PageHeader title="Review Observer" subtitle={currentStoreLabel} />
        <StoreGate importState={importState} channelId={currentChannelId} willShow={WILL_SHOW}>
          <FiltersPanel activeCount={activeFilterCount(filters)}>
            <ReviewFilters
              filters={filters}
              onChange={change}
              onClear={clear}
              canClear={filtered}
              tags={tags}
              rangeError={rangeError}
            />
          </FiltersPanel>
          {rangeError ? (
            <Text size="sm" c="dimmed">
              Choose a start date on or before the end date to see reviews.
            </Text>
          ) : (
            <ReviewsContent
              query={reviews}
              filtered={filtered}
              onlyRemoved={filters.removed === 'true'}
              onClear={clear}
              onOpen={openReview}
            />
          )}
        </StoreGate>
      </Stack>
      <ReviewDetailDrawer channelId={currentChannelId} reviewId={reviewId} onClose={closeReview} />
    </Container>
  );
}
