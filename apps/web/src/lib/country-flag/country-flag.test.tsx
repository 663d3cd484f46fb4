import { FLAG_CODES } from '@seller-tools/contract';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CountryFlag } from './country-flag';

// Spec §9 "Flags", in its order.
const SPEC_FLAGS =
  'ae, au, be, br, ca, de, eg, es, eu, fr, gb, in, it, jp, mx, nl, pl, sa, se, sg, tr, uk, us';

function flagOf(code: string | null | undefined, label?: string): HTMLElement {
  const { container } = render(<CountryFlag code={code} label={label} />);
  const flag = container.firstElementChild;
  if (!(flag instanceof HTMLElement)) throw new Error('no flag rendered');
  return flag;
}

/** The SVG markup inside a flag image's data URL. */
function svgOf(flag: HTMLElement): string {
  const src = flag.getAttribute('src') ?? '';
  expect(src.startsWith('data:image/svg+xml,')).toBe(true);
  return decodeURIComponent(src.slice('data:image/svg+xml,'.length));
}

describe('country flags (spec §9)', () => {
  it('knows exactly the flag codes of the spec', () => {
    expect(FLAG_CODES.join(', ')).toBe(SPEC_FLAGS);
  });

  it('draws each spec code as an SVG image, whatever the case the server sends', () => {
    const images = new Map<string, string>();
    for (const code of FLAG_CODES) {
      for (const sent of [code, code.toUpperCase()]) {
        const flag = flagOf(sent);
        expect(flag.tagName).toBe('IMG');
        expect(flag.dataset.flag).toBe(code);
        expect(flag.textContent).toBe('');
        expect(svgOf(flag)).toMatch(/^<svg [^>]*viewBox="[^"]+"/);
        images.set(code, svgOf(flag));
      }
    }
    // Amazon's "uk" is the United Kingdom (ISO "gb"); every other code is a flag of its own.
    expect(images.get('uk')).toBe(images.get('gb'));
    const others = FLAG_CODES.filter((code) => code !== 'uk').map((code) => images.get(code));
    expect(new Set(others).size).toBe(others.length);
  });

  it('is decorative without a label and named by it with one', () => {
    const plain = flagOf('de');
    expect(plain.getAttribute('alt')).toBe('');
    expect(screen.queryByRole('img', { name: /./ })).toBeNull();

    flagOf('jp', 'Japan');
    expect(screen.getByRole('img', { name: 'Japan' }).dataset.flag).toBe('jp');
    flagOf('xx', 'Unknown marketplace');
    expect(screen.getByRole('img', { name: 'Unknown marketplace' }).dataset.unknown).toBeDefined();
  });

  it('draws a globe for a code outside the list, an empty one or none', () => {
    for (const sent of ['xx', 'usa', 'u', '', ' us', null, undefined]) {
      const flag = flagOf(sent);
      expect(flag.tagName).toBe('SPAN');
      expect(flag.dataset.flag).toBeUndefined();
      expect(flag.dataset.unknown).toBeDefined();
      expect(flag.getAttribute('aria-hidden')).toBe('true');
      expect(flag.querySelector('svg')).not.toBeNull();
    }
  });
});
