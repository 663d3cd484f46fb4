import { LOADER_HIDE_DELAY_MS, LOADER_WATCHDOG_MS } from '@seller-tools/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoaderStore } from './loader-store';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the loader shows once `ms` more have passed. */
function visibleAfter(store: ReturnType<typeof createLoaderStore>, ms: number) {
  vi.advanceTimersByTime(ms);
  return store.getSnapshot().visible;
}

describe('loader store', () => {
  it('shows at once and stacks calls', () => {
    const store = createLoaderStore();
    const releaseA = store.show();
    const releaseB = store.show();
    expect(store.getSnapshot().visible).toBe(true);

    releaseA();
    expect(visibleAfter(store, LOADER_HIDE_DELAY_MS * 5)).toBe(true);

    releaseB();
    expect(visibleAfter(store, LOADER_HIDE_DELAY_MS)).toBe(false);
  });

  it('hides 1000 ms after the last release, not before', () => {
    const store = createLoaderStore();
    const release = store.show();
    release();
    expect(visibleAfter(store, LOADER_HIDE_DELAY_MS - 1)).toBe(true);
    expect(visibleAfter(store, 1)).toBe(false);
  });

  it('stays up when a new call starts during the hide delay', () => {
    const store = createLoaderStore();
    store.show()();
    vi.advanceTimersByTime(LOADER_HIDE_DELAY_MS - 10);
    const release = store.show();
    expect(visibleAfter(store, LOADER_HIDE_DELAY_MS)).toBe(true);
    release();
    expect(visibleAfter(store, LOADER_HIDE_DELAY_MS)).toBe(false);
  });

  it('ignores a second release of the same call', () => {
    const store = createLoaderStore();
    const releaseA = store.show();
    store.show();
    releaseA();
    releaseA();
    expect(visibleAfter(store, LOADER_HIDE_DELAY_MS)).toBe(true);
  });

  it('shows the busy alert after 30000 ms and clears the stack', () => {
    const store = createLoaderStore();
    const release = store.show();
    store.show();
    vi.advanceTimersByTime(LOADER_WATCHDOG_MS - 1);
    expect(store.getSnapshot()).toEqual({ visible: true, busy: false });

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toEqual({ visible: false, busy: true });

    // Late releases of cleared calls change nothing, and a new call starts from an empty stack.
    release();
    const next = store.show();
    next();
    expect(visibleAfter(store, LOADER_HIDE_DELAY_MS)).toBe(false);

    store.dismissBusy();
    expect(store.getSnapshot().busy).toBe(false);
  });

  it('does not fire the watchdog once every call is released', () => {
    const store = createLoaderStore();
    const release = store.show();
    vi.advanceTimersByTime(LOADER_WATCHDOG_MS - 100);
    release();
    vi.advanceTimersByTime(LOADER_WATCHDOG_MS);
    expect(store.getSnapshot()).toEqual({ visible: false, busy: false });
  });

  it('clear() hides at once', () => {
    const store = createLoaderStore();
    store.show();
    store.clear();
    expect(store.getSnapshot().visible).toBe(false);
    vi.advanceTimersByTime(LOADER_WATCHDOG_MS);
    expect(store.getSnapshot().busy).toBe(false);
  });

  it('notifies subscribers only on change', () => {
    const store = createLoaderStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.show();
    store.show();
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
