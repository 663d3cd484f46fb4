import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Rows of a table or list while it loads; announced once to screen readers. */
export function ListSkeleton({ rows = 6, label = 'Loading' }: { rows?: number; label?: string }) {
  return (
    <Stack gap="xs" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={52} radius="md" />
      ))}
    </Stack>
  );
}

/** Cards of figures while they load. */
export function CardsSkeleton({ cards = 3, label = 'Loading' }: { cards?: number; label?: string }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: cards }} aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: cards }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Card key={index} radius="lg" padding="lg" withBorder>
          <Skeleton height={14} width="40%" mb="md" />
          <Skeleton height={36} width="60%" mb="sm" />
          <Skeleton height={12} width="80%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}

interface BlocksSkeletonProps {
  label: string;
  /** One placeholder block per entry, top to bottom. */
  blocks: readonly { height: number; width?: string }[];
  gap?: 'sm' | 'md';
}

/** A detail view (a drawer's content) while it loads: a few blocks the shape of what comes. */
export function BlocksSkeleton({ label, blocks, gap = 'md' }: BlocksSkeletonProps) {
  return (
    <Stack gap={gap} aria-busy="true" role="status" aria-label={label}>
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={index} height={block.height} width={block.width} />
      ))}
    </Stack>
  );
}
