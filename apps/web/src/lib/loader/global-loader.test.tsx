import { LOADER_WATCHDOG_MS, SERVER_BUSY_MESSAGE, SERVER_BUSY_TITLE } from '@seller-tools/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { GlobalLoader } from './global-loader';
import { createLoaderStore } from './loader-store';

describe('<GlobalLoader/>', () => {
  it('shows the overlay while calls are pending', () => {
    const store = createLoaderStore();
    renderWithProviders(<GlobalLoader store={store} />);
    expect(screen.queryByTestId('global-loader')).not.toBeInTheDocument();
    act(() => {
      store.show();
    });
    expect(screen.getByTestId('global-loader')).toBeInTheDocument();
    act(() => store.clear());
    expect(screen.queryByTestId('global-loader')).not.toBeInTheDocument();
  });

  it('shows the "Server busy" alert when the watchdog fires, and closes it', () => {
    vi.useFakeTimers();
    try {
      const store = createLoaderStore();
      renderWithProviders(<GlobalLoader store={store} />);
      act(() => {
        store.show();
      });
      act(() => {
        vi.advanceTimersByTime(LOADER_WATCHDOG_MS);
      });
      expect(screen.getByText(SERVER_BUSY_TITLE)).toBeInTheDocument();
      expect(screen.getByText(SERVER_BUSY_MESSAGE)).toBeInTheDocument();
      expect(screen.queryByTestId('global-loader')).not.toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByText(SERVER_BUSY_TITLE)).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
