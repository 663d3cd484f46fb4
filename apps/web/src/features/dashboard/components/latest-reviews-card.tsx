import { Stack, Text, UnstyledButton } from '@mantine/core';
import { REVIEW_ROUTES, type TDashboard } from '@seller-tools/contract';
import { Link } from 'react-router';
import { ReviewSummary } from '../../../components/ui/reviews';
import { DashboardCard } from './dashboard-card';

/** The newest reviews; each opens in the Review Observer. */
export function LatestReviewsCard({ data }: { data: TDashboard }) {
  return (
    <DashboardCard
      id="latest-title"
      title="Latest reviews"
      more={{ to: REVIEW_ROUTES.reviews, label: 'All reviews' }}
    >
      {data.latest_reviews.length === 0 ? (
        <Text size="sm" c="dimmed">
          No reviews yet. They appear here as they are read from your product pages.
        </Text>
      ) : (
        <Stack gap="md" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.latest_reviews.map((review) => (
            <li key={review.review_id}>
              <UnstyledButton
                component={Link}
                to={`${REVIEW_ROUTES.reviews}?review=${encodeURIComponent(review.review_id)}`}
                w="100%"
              >
                <ReviewSummary review={review} lines={2} withStatus />
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
    </DashboardCard>
  );
}
