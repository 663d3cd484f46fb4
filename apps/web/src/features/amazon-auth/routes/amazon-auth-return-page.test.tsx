import { ACCOUNT_CONNECTING_TEXT } from '@seller-tools/contract';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import {
  AmazonAuthReturnPage,
  HANDBACK_GRACE_MS,
  SLOW_HANDBACK_TEXT,
  UNREACHABLE_OPENER_TEXT,
} from './amazon-auth-return-page';

/** The tab that opened this window, as the browser shows it to this page. */
function setOpener(opener: unknown) {
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  setOpener(null);
});

describe('/auth/user/amazon', () => {
  it('shows the connecting text as a status, with a decorative animation', () => {
    setOpener(window);
    renderWithProviders(<AmazonAuthReturnPage />);
    expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_CONNECTING_TEXT);
    // Only the text is announced; the animation is hidden from assistive technology.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText(SLOW_HANDBACK_TEXT)).not.toBeInTheDocument();
  });

  it('says what to do when the opener has not picked the window up in time', async () => {
    setOpener(window);
    renderWithProviders(<AmazonAuthReturnPage />);
    await act(() => vi.advanceTimersByTimeAsync(HANDBACK_GRACE_MS - 1000));
    expect(screen.queryByText(SLOW_HANDBACK_TEXT)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('status')).toHaveTextContent(SLOW_HANDBACK_TEXT);
  });

  it.each([
    ['no opener', null],
    [
      'an opener on another origin (issue 15)',
      {
        location: {
          get href(): string {
            throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
          },
        },
      },
    ],
  ])('with %s, says at once that the connection cannot be handed back', (_, opener) => {
    setOpener(opener);
    renderWithProviders(<AmazonAuthReturnPage />);
    expect(screen.getByRole('alert')).toHaveTextContent(UNREACHABLE_OPENER_TEXT);
    expect(screen.queryByText(ACCOUNT_CONNECTING_TEXT)).not.toBeInTheDocument();
  });
});
