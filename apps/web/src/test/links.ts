import { type BoundFunctions, type queries, screen } from '@testing-library/react';
import { expect } from 'vitest';

/** Each link, found by its accessible name, points where the map says: `{ 'Privacy Policy': '/privacy' }`. */
export function expectLinks(links: Record<string, string>, scope: BoundFunctions<typeof queries> = screen) {
  for (const [name, href] of Object.entries(links)) {
    expect(scope.getByRole('link', { name })).toHaveAttribute('href', href);
  }
}
