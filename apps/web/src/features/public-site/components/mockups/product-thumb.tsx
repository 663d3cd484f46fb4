import classes from './mockups.module.css';

// Made-up products for the mock-ups, each with a colour for its thumbnail. No real listing is shown.
export const MOCK_PRODUCTS = [
  { name: 'Bamboo Cutting Board Set', asin: 'B0C7K2MZ4Q', color: '#e8b86d' },
  { name: 'Insulated Steel Water Bottle 32 oz', asin: 'B0BX9TQ1LD', color: '#4fb3bf' },
  { name: 'Silicone Baking Mat, 2 Pack', asin: 'B09HZ3RW7N', color: '#e57373' },
  { name: 'Cold Brew Coffee Maker 1.5 L', asin: 'B0D1F8PLK2', color: '#8d6e63' },
  { name: 'Stainless Mixing Bowls, Set of 5', asin: 'B0B4NYV6XS', color: '#90a4ae' },
] as const;

export type TMockProduct = (typeof MOCK_PRODUCTS)[number];

/** A product picture stand-in: a tinted tile with a simple package drawing. */
export function ProductThumb({ color, size = 28 }: { color: string; size?: number }) {
  return (
    <svg
      className={classes.thumb}
      width={size}
      height={size}
      viewBox="0 0 28 28"
      aria-hidden
      focusable="false"
    >
      <rect width="28" height="28" rx="6" fill={color} opacity="0.22" />
      <path d="M8 11l6-3 6 3v7l-6 3-6-3z" fill={color} />
      <path d="M8 11l6 3 6-3M14 14v7" fill="none" stroke="#fff" strokeWidth="1.2" strokeLinejoin="round" />
    </svg>
  );
}
