import { Badge } from '@mantine/core';
import type { TTagRef } from '@seller-tools/contract';

/** A tag in its colour. */
export function TagBadge({ tag, size = 'sm' }: { tag: Pick<TTagRef, 'name' | 'color'>; size?: 'xs' | 'sm' }) {
  return (
    <Badge size={size} variant="light" color={tag.color} radius="sm" tt="none">
      {tag.name}
    </Badge>
  );
}
