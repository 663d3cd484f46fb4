import { LOADER_HIDE_DELAY_MS, LOADER_WATCHDOG_MS } from '@seller-tools/contract';

export interface TLoaderState {
  /** Whether the full-screen loader is shown. */
  visible: boolean;
  /** Whether the "Server busy" alert is shown (the watchdog fired). */
  busy: boolean;
}

export interface TLoaderStore {
  /** Shows the loader; the returned function releases this one call (calling it twice is harmless). */
  show(): () => void;
  /** Drops every pending call and hides the loader at once (used on errors). */
  clear(): void;
  /** Closes the "Server busy" alert. */
  dismissBusy(): void;
  subscribe(listener: () => void): () => void;
  getSnapshot(): TLoaderState;
}

export interface TLoaderStoreOptions {
  hideDelayMs?: number;
  watchdogMs?: number;
}

// Framework-free so the http client can drive it; React reads it through useSyncExternalStore.
export function createLoaderStore(options: TLoaderStoreOptions = {}): TLoaderStore {
  const hideDelayMs = options.hideDelayMs ?? LOADER_HIDE_DELAY_MS;
  const watchdogMs = options.watchdogMs ?? LOADER_WATCHDOG_MS;

  const pending = new Set<symbol>();
  const listeners = new Set<() => void>();
  let state: TLoaderState = { visible: false, busy: false };
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdogTimer: ReturnType<typeof setTimeout> | undefined;

  function setState(next: Partial<TLoaderState>) {
    const merged = { ...state, ...next };
    if (merged.visible === state.visible && merged.busy === state.busy) return;
    state = merged;
    for (const listener of listeners) listener();
  }

  function stopHideTimer() {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  }

  function stopWatchdog() {
    clearTimeout(watchdogTimer);
    watchdogTimer = undefined;
  }

  function clear() {
    pending.clear();
    stopHideTimer();
    stopWatchdog();
    setState({ visible: false });
  }

  function release(token: symbol) {
    if (!pending.delete(token) || pending.size > 0) return;
    stopWatchdog();
    // The delay keeps the overlay from flickering between back-to-back calls.
    stopHideTimer();
    hideTimer = setTimeout(() => {
      hideTimer = undefined;
      setState({ visible: false });
    }, hideDelayMs);
  }

  function show() {
    const token = Symbol('loader-call');
    pending.add(token);
    stopHideTimer();
    // The watchdog measures one unbroken stretch of pending calls.
    if (watchdogTimer === undefined) {
      watchdogTimer = setTimeout(() => {
        watchdogTimer = undefined;
        clear();
        setState({ busy: true });
      }, watchdogMs);
    }
    setState({ visible: true });
    return () => release(token);
  }

  return {
    show,
    clear,
    dismissBusy: () => setState({ busy: false }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
}

/** The app's one loader; the http client and pages share it. */
export const loaderStore = createLoaderStore();
