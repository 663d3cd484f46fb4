import type { TProduct } from '../data/catalog.ts';
import { escapeHtml } from '../html.ts';
import { hash32 } from '../prng.ts';

const PALETTE: Record<string, string> = {
  Black: '#222',
  White: '#eee',
  Gray: '#9aa0a6',
  'Navy Blue': '#1f3a68',
  'Sage Green': '#9cae8c',
  'Blush Pink': '#e8b4b8',
  Charcoal: '#3c4043',
  Beige: '#d8c8a8',
  Teal: '#1a8a8a',
  Red: '#c0392b',
};

// A product shot stand-in: the product's colour, a shape per category, brand and noun. Deterministic.
export function productSvg(product: TProduct): string {
  const fill = PALETTE[product.color] ?? '#888';
  const h = hash32('image', product.asin);
  const shape =
    h % 3 === 0
      ? `<circle cx="250" cy="220" r="${120 + (h % 40)}" fill="${fill}"/>`
      : h % 3 === 1
        ? `<rect x="${110 + (h % 30)}" y="90" width="${260 - (h % 50)}" height="260" rx="24" fill="${fill}"/>`
        : `<polygon points="250,70 420,360 80,360" fill="${fill}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500" viewBox="0 0 500 500">
<rect width="500" height="500" fill="#fff"/>
${shape}
<text x="250" y="420" font-family="Arial, sans-serif" font-size="28" text-anchor="middle" fill="#0f1111">${escapeHtml(product.brand)}</text>
<text x="250" y="455" font-family="Arial, sans-serif" font-size="20" text-anchor="middle" fill="#565959">${escapeHtml(product.noun)}</text>
</svg>
`;
}
