import { Badge, Tooltip } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';

export const RECONSTRUCTED_LABEL = 'Reconstructed';

/** Why a figure before the first snapshot can be shown at all, and how far to trust it. */
export const RECONSTRUCTED_HELP =
  'Rebuilt from the dates and stars of the reviews, before we first read this product page. Ratings without a review are assumed to arrive alongside the reviews, scaled so the history meets the first real reading. Real daily readings replace it from the day they exist.';

/** Marks a rating (or a period's start) rebuilt from the reviews rather than read from the product page. */
export function ReconstructedBadge({ size = 'xs' }: { size?: 'xs' | 'sm' }) {
  return (
    <Tooltip
      label={RECONSTRUCTED_HELP}
      multiline
      w={300}
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Badge
        size={size}
        color="gray"
        variant="outline"
        leftSection={<IconHistory size={12} aria-hidden />}
        tabIndex={0}
        aria-label={`${RECONSTRUCTED_LABEL}: ${RECONSTRUCTED_HELP}`}
        style={{ cursor: 'help' }}
      >
        {RECONSTRUCTED_LABEL}
      </Badge>
    </Tooltip>
  );
}
