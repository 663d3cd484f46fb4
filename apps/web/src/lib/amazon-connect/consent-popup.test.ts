import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CONSENT_WINDOW_NAME,
  consentPopupFeatures,
  openConsentPopup,
  readConsentReturn,
  waitForConsent,
} from './consent-popup';
import { fakePopup } from './testing/fake-popup';

/** A screen of width × height whose browser window stands at (x, y), outerWidth × outerHeight. */
function screenOf(
  width: number,
  height: number,
  x: number,
  y: number,
  outerWidth: number,
  outerHeight: number,
) {
  return {
    screen: { availWidth: width, availHeight: height, width, height } as Screen,
    screenX: x,
    screenY: y,
    outerWidth,
    outerHeight,
  };
}

const screenSource = screenOf(1500, 1000, 100, 50, 1300, 900);

const returnUrl = (query: string) => `http://localhost${PUBLIC_ROUTES.amazonAuthReturn}?${query}`;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('consent popup', () => {
  it('is 60% of the screen wide and 70% high, centred on the window', () => {
    expect(consentPopupFeatures(screenSource)).toBe('popup=yes,width=900,height=700,left=300,top=150');
  });

  it('takes the whole screen on a phone, where 60% would be 225 px (issue 15)', () => {
    const phone = screenOf(375, 812, 0, 0, 375, 812);
    expect(consentPopupFeatures(phone)).toBe('popup=yes,width=375,height=812,left=0,top=0');
    // From a tablet's width on, the spec's 60% by 70% again.
    const tablet = { ...phone, screen: { ...phone.screen, availWidth: 800, width: 800 }, outerWidth: 800 };
    expect(consentPopupFeatures(tablet)).toMatch(/^popup=yes,width=480,height=568,/);
  });

  it('opens empty under a fixed name', () => {
    const { popup } = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    expect(openConsentPopup()).toBe(popup);
    expect(open).toHaveBeenCalledWith('', CONSENT_WINDOW_NAME, expect.stringContaining('width='));
  });

  it('reports a blocked popup as null', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openConsentPopup()).toBeNull();
  });

  it('reads nothing while blank or on another origin', () => {
    const fake = fakePopup();
    expect(readConsentReturn(fake.popup)).toBeNull();
    fake.popup.location.href = 'https://sellercentral.example.com/apps/authorize/consent';
    expect(readConsentReturn(fake.popup)).toBeNull();
  });

  it('reads the code, seller and state from the return address', () => {
    const fake = fakePopup();
    fake.returnTo(returnUrl('state=s-1&selling_partner_id=A1B2&spapi_oauth_code=code-9'));
    expect(readConsentReturn(fake.popup)).toEqual({
      kind: 'granted',
      authCode: 'code-9',
      sellerId: 'A1B2',
      state: 's-1',
    });
  });

  it('treats access_denied as a cancel and other errors as failures', () => {
    const fake = fakePopup();
    fake.returnTo(returnUrl('error=access_denied&state=s-1'));
    expect(readConsentReturn(fake.popup)).toEqual({ kind: 'cancelled' });
    fake.returnTo(returnUrl('error=server_error&error_description=Try+later'));
    expect(readConsentReturn(fake.popup)).toEqual({ kind: 'failed', message: 'Try later' });
  });

  it('polls until the code arrives', async () => {
    vi.useFakeTimers();
    const fake = fakePopup();
    fake.popup.location.href = 'https://sellercentral.example.com/consent';
    const settled = vi.fn();
    void waitForConsent(fake.popup, { pollMs: 50 }).then(settled);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).not.toHaveBeenCalled();
    fake.returnTo(returnUrl('state=s&selling_partner_id=A&spapi_oauth_code=c'));
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toHaveBeenCalledWith({ kind: 'granted', authCode: 'c', sellerId: 'A', state: 's' });
  });

  it('gives up after the timeout when nothing comes back, e.g. a return to another origin', async () => {
    vi.useFakeTimers();
    const fake = fakePopup();
    fake.popup.location.href = 'https://sellercentral.example.com/consent';
    const settled = vi.fn();
    void waitForConsent(fake.popup, { pollMs: 50, timeoutMs: 60_000 }).then(settled);
    await vi.advanceTimersByTimeAsync(59_950);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(50);
    expect(settled).toHaveBeenCalledWith({ kind: 'timedOut' });
  });

  it('resolves as cancelled when the popup is closed or the wait is aborted', async () => {
    vi.useFakeTimers();
    const closed = fakePopup();
    const first = waitForConsent(closed.popup, { pollMs: 50 });
    closed.closeByUser();
    await vi.advanceTimersByTimeAsync(50);
    await expect(first).resolves.toEqual({ kind: 'cancelled' });

    const controller = new AbortController();
    const second = waitForConsent(fakePopup().popup, { pollMs: 50, signal: controller.signal });
    controller.abort();
    await expect(second).resolves.toEqual({ kind: 'cancelled' });
  });
});
