// One colour per star rating, used by every chart and bar that splits reviews by stars.
export const STAR_COLORS: Record<number, string> = {
  1: 'var(--mantine-color-red-6)',
  2: 'var(--mantine-color-orange-6)',
  3: 'var(--mantine-color-yellow-6)',
  4: 'var(--mantine-color-lime-6)',
  5: 'var(--mantine-color-teal-6)',
};

export function starLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}
