import { Badge } from '@mantine/core';

/**
 * The marketplace's country (value_2) as a small code badge. Not a flag emoji: many systems (Windows, a
 * Linux without an emoji font) draw those as two boxes.
 */
export function MarketFlag({ countryCode }: { countryCode: string | null }) {
  if (!countryCode) return null;
  return (
    <Badge
      variant="light"
      color="brand"
      radius="sm"
      size="sm"
      tt="uppercase"
      aria-hidden
      styles={{ root: { flexShrink: 0, minWidth: 30 } }}
    >
      {countryCode}
    </Badge>
  );
}
