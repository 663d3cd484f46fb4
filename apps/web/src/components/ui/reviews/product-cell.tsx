import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';

interface ProductCellProps {
  asin: string;
  title: string | null;
  imageUrl: string | null;
  /** Extra line under the ASIN, e.g. the marketplace. */
  extra?: string;
}

/** Image, title and ASIN of a product, as table cells and lists show it. */
export function ProductCell({ asin, title, imageUrl, extra }: ProductCellProps) {
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={imageUrl} alt="" radius="sm" size={40} color="gray">
        <IconPackage size={20} aria-hidden />
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} lineClamp={2}>
          {title ?? asin}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {asin}
          {extra ? ` · ${extra}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}
