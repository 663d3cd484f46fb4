import { Group, Rating, Text } from '@mantine/core';

interface StarRatingProps {
  /** The rating to show; null: no rating yet. */
  value: number | null;
  size?: 'xs' | 'sm' | 'md';
  /** Also print the number beside the stars (one decimal, as Amazon shows it). */
  withValue?: boolean;
}

/** Read-only stars with quarter fractions, labelled "4.3 out of 5 stars" for screen readers. */
export function StarRating({ value, size = 'sm', withValue = false }: StarRatingProps) {
  if (value === null) {
    return (
      <Text size="sm" c="dimmed">
        No rating yet
      </Text>
    );
  }
  const label = `${value.toFixed(1)} out of 5 stars`;
  return (
    <Group gap={6} wrap="nowrap" role="img" aria-label={label}>
      <Rating value={value} fractions={4} readOnly size={size} color="accent.5" aria-hidden />
      {withValue && (
        <Text size="sm" fw={700} aria-hidden>
          {value.toFixed(1)}
        </Text>
      )}
    </Group>
  );
}
