import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it('says one in the singular and any other count in the plural', () => {
    expect(plural(1, 'review')).toBe('1 review');
    expect(plural(0, 'review')).toBe('0 reviews');
    expect(plural(2, 'new review')).toBe('2 new reviews');
    expect(plural(1204, 'rating')).toBe('1,204 ratings');
    expect(plural(3, 'reply', 'replies')).toBe('3 replies');
  });
});
