import { Anchor, Drawer, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DATE_RANGE, formatDefaultDate } from '@seller-tools/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { QueryState } from '../../../components/ui/query-state';
import { ProductCell, StarRating } from '../../../components/ui/reviews';
import { BlocksSkeleton } from '../../../components/ui/skeletons';
import { plural } from '../../../lib/plural';
import { useProductHistory } from '../api/product-history';
import { HistoryChart } from './history-chart';
import { MovesList, moveElementId } from './moves-list';
import { ReconstructedBadge } from './reconstructed-badge';

const RANGES = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: '365', label: '1 year' },
];
const SINCE_FIRST_REVIEW = { value: 'all', label: 'Since 1st review' };

/** The days from `first` to today, both included, at most the longest period the API serves. */
export function daysSince(first: string, now: Date = new Date()): number {
  const days = Math.floor((now.getTime() - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;
  return Math.max(1, Math.min(DATE_RANGE.maxDays, days));
}

interface ProductDetailDrawerProps {
  /** The store of the product (the current one, or another marketplace listed alongside). */
  channelId: string | null;
  asin: string | null;
  onClose: () => void;
}

/** One ASIN: its daily rating history with the reviews of each day, and each move with the reviews behind it. */
export function ProductDetailDrawer({ channelId, asin, onClose }: ProductDetailDrawerProps) {
  const [range, setRange] = useState('90');
  // The first review, once a history told it: "since the first review" reaches the reconstructed start.
  const [firstReview, setFirstReview] = useState<string | null>(null);
  const [selectedMove, setSelectedMove] = useState<string | null>(null);
  const isSmall = useMediaQuery('(max-width: 48em)');
  const days =
    range === SINCE_FIRST_REVIEW.value && firstReview ? daysSince(firstReview) : Number(range) || 90;
  const history = useProductHistory(channelId, asin, days);
  const knownFirstReview = history.data?.first_review_date ?? null;

  useEffect(() => {
    if (knownFirstReview) setFirstReview(knownFirstReview);
  }, [knownFirstReview]);

  useEffect(() => {
    if (!selectedMove) return;
    const element = document.getElementById(moveElementId(selectedMove));
    element?.scrollIntoView({ behavior: 'smooth', block: 'nearest' });
    element?.focus({ preventScroll: true });
  }, [selectedMove]);

  return (
    <Drawer
      opened={asin !== null}
      onClose={onClose}
      position="right"
      size={isSmall ? '100%' : 'xl'}
      title={<Text fw={700}>Rating history</Text>}
    >
      {asin !== null && (
        <QueryState
          query={history}
          skeleton={
            <BlocksSkeleton
              label="Loading the rating history"
              blocks={[{ height: 48 }, { height: 260 }, { height: 120 }]}
            />
          }
          errorTitle="The rating history could not be loaded"
        >
          {(data) => {
            const { product } = data;
            return (
              <Stack gap="lg">
                <Stack gap="xs">
                  <ProductCell
                    asin={product.asin}
                    title={product.title}
                    imageUrl={product.image_url}
                    extra={product.country_code.toUpperCase()}
                  />
                  <Group gap="md" wrap="wrap">
                    <StarRating value={product.displayed_rating} withValue />
                    <Text size="sm" c="dimmed">
                      {plural(product.ratings_count, 'rating')}
                    </Text>
                    <Anchor href={product.product_url} target="_blank" rel="noopener noreferrer" size="sm">
                      <Group gap={4} component="span">
                        Product page on Amazon <IconExternalLink size={14} aria-hidden />
                      </Group>
                    </Anchor>
                  </Group>
                </Stack>

                <Group justify="space-between" gap="xs">
                  <Title order={3} size="h5">
                    Daily rating
                  </Title>
                  <SegmentedControl
                    size="xs"
                    aria-label="History period"
                    // Four periods fill a phone's width: the control takes its own line there.
                    fullWidth={isSmall === true}
                    data={data.first_review_date ? [...RANGES, SINCE_FIRST_REVIEW] : RANGES}
                    value={range}
                    onChange={setRange}
                  />
                </Group>
                {(data.tracked_since || data.days.some((d) => d.reconstructed)) && (
                  <Group gap="xs" wrap="wrap">
                    {data.tracked_since && (
                      <Text size="xs" c="dimmed">
                        Tracked since {formatDefaultDate(data.tracked_since)}.
                      </Text>
                    )}
                    {data.days.some((d) => d.reconstructed) && (
                      <>
                        <ReconstructedBadge />
                        <Text size="xs" c="dimmed">
                          Dashed: rebuilt from the reviews
                          {data.first_review_date
                            ? ` since ${formatDefaultDate(data.first_review_date)}`
                            : ''}{' '}
                          until tracking began.
                        </Text>
                      </>
                    )}
                  </Group>
                )}
                {data.days.every((d) => d.displayed === null) ? (
                  <Text size="sm" c="dimmed">
                    No rating history in this period: it begins with the product's first review
                    {data.first_review_date ? ` (${formatDefaultDate(data.first_review_date)})` : ''} and
                    builds up from the daily snapshot of the product page.
                  </Text>
                ) : (
                  <HistoryChart history={data} onSelectMove={setSelectedMove} />
                )}

                <Stack gap="xs">
                  <Title order={3} size="h5">
                    Rating moves ({data.moves.length})
                  </Title>
                  <Text size="xs" c="dimmed">
                    Each day the rating shoppers see changed, and the reviews that arrived since the day
                    before.
                  </Text>
                  <MovesList moves={data.moves} selected={selectedMove} />
                </Stack>
              </Stack>
            );
          }}
        </QueryState>
      )}
    </Drawer>
  );
}
