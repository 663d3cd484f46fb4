import { DEFAULT_SCHEDULING_URL } from '@seller-tools/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveSchedulingUrl } from './site-nav';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('Start Now’s scheduling page', () => {
  it('takes a configured http(s) address', () => {
    expect(resolveSchedulingUrl('https://cal.example.com/seller-tools/intro')).toBe(
      'https://cal.example.com/seller-tools/intro',
    );
    expect(resolveSchedulingUrl('http://localhost:9000/book')).toBe('http://localhost:9000/book');
  });

  it.each([
    ['unset', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['not a URL', 'calendly'],
    ['a script', 'javascript:alert(1)'],
    ['another scheme', 'mailto:sales@example.com'],
  ])('falls back to the default when %s', (_, configured) => {
    expect(resolveSchedulingUrl(configured)).toBe(DEFAULT_SCHEDULING_URL);
  });

  it('is read from VITE_SCHEDULING_URL', async () => {
    vi.stubEnv('VITE_SCHEDULING_URL', 'https://cal.example.com/intro');
    vi.resetModules();
    const { SCHEDULING_URL } = await import('./site-nav');
    expect(SCHEDULING_URL).toBe('https://cal.example.com/intro');
  });
});
