import { READY_TOAST_MS } from '@seller-tools/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { signOut } from '../session';
import { storeSession } from '../session/test-fixtures';
import { hideToast, showToast } from './toast';

// Each step in its own act(): a fired timer schedules the exit transition's timer on the next render.
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  act(() => {
    vi.advanceTimersByTime(500);
  });
}

afterEach(() => {
  act(() => hideToast());
  vi.useRealTimers();
});

describe('showToast', () => {
  it('shows one toast at a time: a new one replaces the current', async () => {
    renderWithProviders(<div />);
    act(() => {
      showToast({ message: 'First' });
    });
    expect(screen.getByText('First')).toBeInTheDocument();
    act(() => {
      showToast({ message: 'Second', kind: 'success' });
    });
    expect(screen.getByText('Second')).toBeInTheDocument();
    // The replaced toast only plays its exit transition.
    await waitFor(() => expect(screen.queryByText('First')).not.toBeInTheDocument());
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('stays until dismissed', () => {
    vi.useFakeTimers();
    renderWithProviders(<div />);
    act(() => {
      showToast({ title: 'Heads up', message: 'Sticky' });
    });
    act(() => {
      vi.advanceTimersByTime(60 * 60_000);
    });
    expect(screen.getByText('Sticky')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button'));
    advance(0);
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
  });

  it('closes by itself after the given duration', () => {
    vi.useFakeTimers();
    renderWithProviders(<div />);
    act(() => {
      showToast({ message: 'Ready', durationMs: READY_TOAST_MS });
    });
    act(() => {
      vi.advanceTimersByTime(READY_TOAST_MS - 100);
    });
    expect(screen.getByText('Ready')).toBeInTheDocument();
    advance(100);
    expect(screen.queryByText('Ready')).not.toBeInTheDocument();
  });

  it('never outlives the session: signing out clears every toast', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"error":false}', { status: 200 })),
    );
    storeSession();
    renderWithProviders(<div />);
    act(() => {
      showToast({ message: 'Notification settings saved.', kind: 'success' });
    });
    expect(screen.getByText('Notification settings saved.')).toBeInTheDocument();
    await act(() => signOut());
    await waitFor(() => expect(screen.queryByText('Notification settings saved.')).not.toBeInTheDocument());
    vi.unstubAllGlobals();
  });
});
