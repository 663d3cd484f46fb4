import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MARKER_KEY, lazyRoute, setTargetPathResolver } from './lazy-route';

function Page() {
  return null;
}

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /assets/page-abc.js');

// The router calls the lazy function without arguments; this mirrors it.
async function load(lazy: RouteObject['lazy']) {
  if (typeof lazy !== 'function') throw new Error('expected a lazy function');
  return lazy();
}

// Lets the pending promise returned during a reload show that it has not settled.
async function settledWithin(promise: Promise<unknown>, ms = 20): Promise<boolean> {
  let settled = false;
  promise.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  await new Promise((resolve) => setTimeout(resolve, ms));
  return settled;
}

afterEach(() => {
  setTargetPathResolver(() => window.location.pathname);
  vi.restoreAllMocks();
});

describe('lazyRoute', () => {
  it('returns the route module when the chunk loads', async () => {
    const reload = vi.fn();
    const lazy = lazyRoute(async () => ({ Component: Page }), { reload });
    await expect(load(lazy)).resolves.toEqual({ Component: Page });
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the browser once when the chunk fails, remembering path and time', async () => {
    const reload = vi.fn();
    const lazy = lazyRoute(() => Promise.reject(chunkError()), {
      reload,
      targetPath: () => '/reports',
      now: () => 1_000,
    });
    const pending = load(lazy);
    expect(await settledWithin(pending)).toBe(false);
    expect(reload).toHaveBeenCalledExactlyOnceWith('/reports');
    expect(JSON.parse(sessionStorage.getItem(CHUNK_RELOAD_MARKER_KEY) ?? '')).toEqual({
      path: '/reports',
      at: 1_000,
    });
  });

  it('does not reload again for the same path: the error reaches the error page', async () => {
    const reload = vi.fn();
    sessionStorage.setItem(CHUNK_RELOAD_MARKER_KEY, JSON.stringify({ path: '/reports', at: 1_000 }));
    const failure = chunkError();
    const lazy = lazyRoute(() => Promise.reject(failure), {
      reload,
      targetPath: () => '/reports',
      now: () => 3_000,
    });
    await expect(load(lazy)).rejects.toBe(failure);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads for another path, or for an old marker', async () => {
    const reload = vi.fn();
    sessionStorage.setItem(CHUNK_RELOAD_MARKER_KEY, JSON.stringify({ path: '/dashboard', at: 1_000 }));
    const other = lazyRoute(() => Promise.reject(chunkError()), {
      reload,
      targetPath: () => '/reports',
      now: () => 2_000,
    });
    void load(other);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledWith('/reports'));

    const stale = lazyRoute(() => Promise.reject(chunkError()), {
      reload,
      targetPath: () => '/reports',
      now: () => 2_000 + 10 * 60_000,
    });
    void load(stale);
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(2));
  });

  it('clears the marker after a successful load', async () => {
    sessionStorage.setItem(CHUNK_RELOAD_MARKER_KEY, JSON.stringify({ path: '/reports', at: 1_000 }));
    await load(lazyRoute(async () => ({ Component: Page })));
    expect(sessionStorage.getItem(CHUNK_RELOAD_MARKER_KEY)).toBeNull();
  });

  it('by default reloads through window.location at the path the router is opening', async () => {
    const reload = vi.fn();
    const assign = vi.fn();
    // jsdom's Location methods are own, non-configurable properties; swap the whole object instead.
    const realLocation = window.location;
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...realLocation, pathname: '/', reload, assign });

    setTargetPathResolver(() => '/');
    void load(lazyRoute(() => Promise.reject(chunkError())));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());

    sessionStorage.clear();
    setTargetPathResolver(() => '/reports');
    void load(lazyRoute(() => Promise.reject(chunkError())));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/reports'));
  });
});
