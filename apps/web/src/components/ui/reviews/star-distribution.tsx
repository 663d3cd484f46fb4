import { Tooltip } from '@mantine/core';
import { STAR_VALUES, type TStarCounts } from '@seller-tools/contract';
import { STAR_COLORS, starLabel } from './star-colors';

/** One bar split by star rating (5 stars first), e.g. in a product row. */
export function StarDistribution({ stars, width = 140 }: { stars: TStarCounts; width?: number }) {
  const total = STAR_VALUES.reduce((sum, s) => sum + stars[s], 0);
  const label =
    total === 0
      ? 'No reviews yet'
      : [...STAR_VALUES]
          .reverse()
          .map((s) => `${starLabel(s)}: ${Math.round((stars[s] / total) * 100)}%`)
          .join(', ');
  return (
    <Tooltip label={label} withArrow>
      <div
        role="img"
        aria-label={label}
        style={{
          display: 'flex',
          width,
          height: 10,
          borderRadius: 5,
          overflow: 'hidden',
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        {total > 0 &&
          [...STAR_VALUES]
            .reverse()
            .map((s) => (
              <span key={s} style={{ width: `${(stars[s] / total) * 100}%`, background: STAR_COLORS[s] }} />
            ))}
      </div>
    </Tooltip>
  );
}
