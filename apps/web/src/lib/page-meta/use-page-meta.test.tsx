import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatPageTitle, usePageMeta } from './use-page-meta';

function Page({ title, description }: { title?: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  document.title = 'Seller Tools';
  document.head.querySelector('meta[name="description"]')?.remove();
});

describe('usePageMeta', () => {
  it('sets the title with the site name, and the meta description', () => {
    render(<Page title="Review Observer" description="New reviews as they arrive." />);
    expect(document.title).toBe('Review Observer | Seller Tools');
    expect(description()).toBe('New reviews as they arrive.');
  });

  it('uses the site title when the page has none', () => {
    render(<Page description="Home." />);
    expect(document.title).toBe(formatPageTitle());
    expect(document.title).toMatch(/^Seller Tools: /);
  });

  it('follows changes and puts the previous values back on unmount', () => {
    const view = render(<Page title="About Us" description="Who we are." />);
    view.rerender(<Page title="Privacy Policy" description="How we handle data." />);
    expect(document.title).toBe('Privacy Policy | Seller Tools');
    expect(description()).toBe('How we handle data.');
    view.unmount();
    expect(document.title).toBe('Seller Tools');
    expect(description()).toBe('');
  });
});
