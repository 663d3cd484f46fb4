import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A stand-in for the consent popup. Like a real one, its address cannot be read while it shows another
 * origin (after the flow points it at the consent URL) until it comes back to our return page.
 */
export function fakePopup() {
  let href = 'about:blank';
  let foreign = false;
  const assigned: string[] = [];
  const popup = {
    closed: false,
    location: {
      get href(): string {
        if (foreign)
          throw new DOMException('Blocked a frame from accessing a cross-origin frame.', 'SecurityError');
        return href;
      },
      set href(next: string) {
        assigned.push(next);
        href = next;
        foreign = true;
      },
    },
    close: vi.fn(() => {
      popup.closed = true;
    }),
    focus: vi.fn(),
  };
  return {
    popup,
    assigned,
    /** The consent page redirects back to our origin. */
    returnTo(url: string) {
      href = url;
      foreign = false;
    },
    /** The user closes the window. */
    closeByUser() {
      popup.closed = true;
    },
  };
}

/**
 * Two popups that window.open returns in turn (the first attempt's and a retry's); `open` is the spy, to
 * count how often a window was opened.
 */
export function fakePopupPair() {
  const first = fakePopup();
  const second = fakePopup();
  const open = vi
    .spyOn(window, 'open')
    .mockReturnValueOnce(first.popup as unknown as Window)
    .mockReturnValueOnce(second.popup as unknown as Window);
  return { first, second, open };
}

/**
 * For a test file of the consent flow: fake timers that still let time pass (the flow polls the popup),
 * and after each test real timers again, with every stubbed global and spy undone.
 */
export function setUpConsentFlowTimers() {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
