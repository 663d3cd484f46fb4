import { Anchor, Badge, Divider, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDefaultDate } from '@seller-tools/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { ProductCell, StarRating } from '../../../components/ui/reviews';
import { BlocksSkeleton } from '../../../components/ui/skeletons';
import { useReviewDetail } from '../api/review-detail';
import { useReviewStatus } from '../api/review-updates';
import { LikelyOrder } from './likely-order';
import { ReviewNotes } from './review-notes';
import { ReviewWorkflow } from './review-workflow';

interface ReviewDetailDrawerProps {
  channelId: string | null;
  reviewId: string | null;
  onClose: () => void;
}

function ExternalLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        {children} <IconExternalLink size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}

// Opening a new review reads it, as in a mailbox; once per review and drawer opening.
function useMarkRead(channelId: string, reviewId: string, isNew: boolean) {
  const status = useReviewStatus(channelId, reviewId);
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!isNew || done.current === reviewId) return;
    done.current = reviewId;
    status.mutate('read');
  }, [isNew, reviewId, status]);
}

function MarkRead({ channelId, reviewId, isNew }: { channelId: string; reviewId: string; isNew: boolean }) {
  useMarkRead(channelId, reviewId, isNew);
  return null;
}

/** One review in full: text, links to Amazon, likely order, status, tags and notes. */
export function ReviewDetailDrawer({ channelId, reviewId, onClose }: ReviewDetailDrawerProps) {
  const isSmall = useMediaQuery('(max-width: 48em)');
  const detail = useReviewDetail(channelId, reviewId);

  return (
    <Drawer
      opened={reviewId !== null}
      onClose={onClose}
      position="right"
      size={isSmall ? '100%' : 'lg'}
      title={<Text fw={700}>Review</Text>}
    >
      {reviewId !== null && (
        <QueryState
          query={detail}
          skeleton={
            <BlocksSkeleton
              label="Loading the review"
              gap="sm"
              blocks={[{ height: 20, width: '50%' }, { height: 120 }, { height: 80 }]}
            />
          }
          errorTitle="The review could not be loaded"
        >
          {(data) =>
            channelId && (
              <Stack gap="md">
                <MarkRead
                  channelId={channelId}
                  reviewId={data.review.review_id}
                  isNew={data.review.status === 'new'}
                />
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <StarRating value={data.review.stars} />
                    <Text size="sm" c="dimmed">
                      {formatDefaultDate(data.review.review_date)}
                    </Text>
                    {data.review.verified && (
                      <Badge size="sm" variant="light" color="teal">
                        Verified purchase
                      </Badge>
                    )}
                    {data.review.removed_at && (
                      <Badge size="sm" variant="light" color="red">
                        Removed on {formatDefaultDate(data.review.removed_at)}
                      </Badge>
                    )}
                  </Group>
                  <Title order={2} size="h4">
                    {data.review.title || '(no title)'}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {[
                      data.review.author ? `By ${data.review.author}` : null,
                      data.review.variant,
                      data.review.helpful_votes > 0
                        ? `${data.review.helpful_votes} ${data.review.helpful_votes === 1 ? 'person' : 'people'} found this helpful`
                        : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{data.review.body}</Text>
                  <Group gap="md" wrap="wrap">
                    {/* Amazon answers a removed review's address with "page not found". */}
                    {!data.review.removed_at && (
                      <ExternalLink href={data.review.review_url}>Review on Amazon</ExternalLink>
                    )}
                    <ExternalLink href={data.review.product_url}>Product page on Amazon</ExternalLink>
                  </Group>
                </Stack>
                <ProductCell
                  asin={data.review.asin}
                  title={data.review.product_title}
                  imageUrl={data.review.image_url}
                />
                <Divider />
                <ReviewWorkflow channelId={channelId} review={data.review} />
                <LikelyOrder order={data.likely_order} />
                <Divider />
                <ReviewNotes channelId={channelId} reviewId={data.review.review_id} notes={data.notes} />
              </Stack>
            )
          }
        </QueryState>
      )}
    </Drawer>
  );
}
