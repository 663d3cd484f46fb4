import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { formatDefaultDate } from '@seller-tools/contract';
import { IconExternalLink, IconTrendingDown, IconTrendingUp } from '@tabler/icons-react';
import { ReviewSummary } from '../../../components/ui/reviews';
import type { TProductHistory } from '../api/product-history';
import { ReconstructedBadge } from './reconstructed-badge';

interface MovesListProps {
  moves: TProductHistory['moves'];
  selected: string | null;
}

export function moveElementId(date: string): string {
  return `rating-move-${date}`;
}

/** Each day the displayed rating moved, newest first, with the reviews that arrived since the snapshot before. */
export function MovesList({ moves, selected }: MovesListProps) {
  if (moves.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        The displayed rating did not move in this period.
      </Text>
    );
  }
  const newestFirst = [...moves].sort((a, b) => (a.date < b.date ? 1 : -1));
  return (
    <Stack gap="sm">
      {newestFirst.map((move) => {
        const dropped = move.to < move.from;
        return (
          <Card
            key={move.date}
            id={moveElementId(move.date)}
            withBorder
            radius="md"
            padding="md"
            tabIndex={-1}
            aria-labelledby={`${moveElementId(move.date)}-title`}
            style={
              selected === move.date
                ? {
                    borderColor: 'var(--mantine-color-brand-5)',
                    boxShadow: '0 0 0 2px var(--mantine-color-brand-1)',
                  }
                : undefined
            }
          >
            <Group justify="space-between" gap="xs" mb="xs">
              <Title order={4} size="h5" id={`${moveElementId(move.date)}-title`}>
                {formatDefaultDate(move.date)}
              </Title>
              <Group gap={6}>
                {move.reconstructed && <ReconstructedBadge />}
                <Badge
                  color={dropped ? 'red' : 'teal'}
                  variant="light"
                  leftSection={dropped ? <IconTrendingDown size={14} /> : <IconTrendingUp size={14} />}
                >
                  {move.from.toFixed(1)} → {move.to.toFixed(1)}
                </Badge>
              </Group>
            </Group>
            {move.reviews.length === 0 ? (
              <Text size="sm" c="dimmed">
                No new review explains this move: Amazon recalculated the rating (for example after removing a
                review or from ratings without text).
              </Text>
            ) : (
              <Stack gap="sm">
                <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                  {move.reviews.length === 1 ? 'The review that moved it' : 'The reviews that moved it'}
                </Text>
                {move.reviews.map((review) => (
                  <Stack key={review.review_id} gap={2}>
                    <ReviewSummary review={review} lines={3} withProduct={false} />
                    <Anchor
                      href={review.review_url}
                      target="_blank"
                      rel="noopener noreferrer"
                      size="xs"
                      w="fit-content"
                      aria-label={`Read the review "${review.title}" on Amazon (opens in a new tab)`}
                    >
                      <Group gap={4} component="span">
                        Read on Amazon <IconExternalLink size={12} aria-hidden />
                      </Group>
                    </Anchor>
                  </Stack>
                ))}
              </Stack>
            )}
          </Card>
        );
      })}
    </Stack>
  );
}
