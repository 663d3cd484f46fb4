import { FLAG_CODES } from '@seller-tools/contract';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreFlag } from './store-flag';

// Spec §9 "Flags", in its order.
const SPEC_FLAGS =
  'ae, au, be, br, ca, de, eg, es, eu, fr, gb, in, it, jp, mx, nl, pl, sa, se, sg, tr, uk, us';

function flagOf(countryCode: string | null | undefined): HTMLElement {
  const { container } = render(<StoreFlag countryCode={countryCode} />);
  const flag = container.firstElementChild;
  if (!(flag instanceof HTMLElement)) throw new Error('no flag rendered');
  return flag;
}

describe('store flags (spec §9)', () => {
  it('knows exactly the flag codes of the spec', () => {
    expect(FLAG_CODES.join(', ')).toBe(SPEC_FLAGS);
  });

  it('draws each spec code as its tile, whatever the case the server sends', () => {
    for (const code of FLAG_CODES) {
      for (const sent of [code, code.toUpperCase()]) {
        const flag = flagOf(sent);
        expect(flag.dataset.flag).toBe(code);
        expect(flag.textContent).toBe(code.toUpperCase());
        expect(flag.dataset.unknown).toBeUndefined();
      }
    }
  });

  it('draws a globe for a code outside the list, an empty one or none', () => {
    for (const sent of ['xx', 'usa', 'u', '', ' us', null, undefined]) {
      const flag = flagOf(sent);
      expect(flag.dataset.flag).toBeUndefined();
      expect(flag.dataset.unknown).toBeDefined();
      expect(flag.querySelector('svg')).not.toBeNull();
    }
  });
});
