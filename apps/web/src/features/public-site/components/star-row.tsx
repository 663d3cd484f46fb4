import { Group } from '@mantine/core';
import { IconStarFilled, IconStarHalfFilled } from '@tabler/icons-react';

/** Four and a half stars, decorative. */
export function StarRow({ size = 18 }: { size?: number }) {
  const color = 'var(--mantine-color-accent-5)';
  return (
    <Group gap={2} wrap="nowrap">
      {[1, 2, 3, 4].map((n) => (
        <IconStarFilled key={n} size={size} color={color} />
      ))}
      <IconStarHalfFilled size={size} color={color} />
    </Group>
  );
}
