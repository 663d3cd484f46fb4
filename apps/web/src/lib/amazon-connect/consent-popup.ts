import {
  CONSENT_POPUP_FULL_SCREEN_BELOW_PX,
  CONSENT_POPUP_HEIGHT_RATIO,
  CONSENT_POPUP_WIDTH_RATIO,
} from '@seller-tools/contract';

/** The window name: a second Connect reuses the same popup instead of stacking windows. */
export const CONSENT_WINDOW_NAME = 'seller-tools-amazon-consent';

/** What the consent popup came back with (spec §3 "Connect result"). */
export type TConsentOutcome =
  | { kind: 'granted'; sellerId: string; authCode: string; state: string }
  | { kind: 'cancelled' }
  | { kind: 'failed'; message: string }
  /** Nothing came back in time (CONSENT_WAIT_TIMEOUT_MS). */
  | { kind: 'timedOut' };

/** The part of a popup window the flow uses; tests pass a fake. */
export interface TConsentWindow {
  readonly closed: boolean;
  location: { href: string };
  close(): void;
  focus(): void;
}

type TScreenSource = Pick<Window, 'screen' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

// jsdom and some embedded browsers report a 0×0 screen; these keep the popup usable there.
const FALLBACK_SCREEN = { width: 1280, height: 800 };

/**
 * Spec §4/§9: about 60% of the screen's width by 70% of its height, centred on the current window. On a
 * small screen (a phone: 60% of 375 px is 225 px) the whole screen instead, or Amazon's sign-in is cramped.
 */
export function consentPopupFeatures(source: TScreenSource = window): string {
  const screenWidth = source.screen.availWidth || source.screen.width || FALLBACK_SCREEN.width;
  const screenHeight = source.screen.availHeight || source.screen.height || FALLBACK_SCREEN.height;
  if (screenWidth < CONSENT_POPUP_FULL_SCREEN_BELOW_PX)
    return `popup=yes,width=${screenWidth},height=${screenHeight},left=0,top=0`;
  const width = Math.round(screenWidth * CONSENT_POPUP_WIDTH_RATIO);
  const height = Math.round(screenHeight * CONSENT_POPUP_HEIGHT_RATIO);
  const left = Math.max(0, Math.round(source.screenX + (source.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(source.screenY + (source.outerHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Opens an empty popup. It must run synchronously inside the click handler: popup blockers allow
 * window.open only as a direct result of a user gesture, and the consent URL is not known yet.
 */
export function openConsentPopup(source: Window = window): TConsentWindow | null {
  // The opener link stays: disowning it (opener = null) lets Chromium move the popup to another browsing
  // context group on its cross-site navigation, after which this handle reads as closed and the flow cancels.
  return source.open('', CONSENT_WINDOW_NAME, consentPopupFeatures(source));
}

/**
 * Reads where the popup is. While it shows the marketplace's consent page (another origin) the browser
 * refuses, which means "still waiting"; once it returns to /auth/user/amazon it is ours to read.
 */
export function readConsentReturn(popup: TConsentWindow): TConsentOutcome | null {
  let href: string;
  try {
    href = popup.location.href;
  } catch {
    return null;
  }
  if (!href || href === 'about:blank') return null;

  let params: URLSearchParams;
  try {
    params = new URL(href).searchParams;
  } catch {
    return null;
  }
  // Seller Central's consent returns spapi_oauth_code; Login with Amazon's (Amazon Ads) returns code.
  const authCode = params.get('spapi_oauth_code') ?? params.get('code');
  if (authCode) {
    return {
      kind: 'granted',
      authCode,
      sellerId: params.get('selling_partner_id') ?? '',
      state: params.get('state') ?? '',
    };
  }
  const error = params.get('error');
  if (error === 'access_denied') return { kind: 'cancelled' };
  if (error) return { kind: 'failed', message: params.get('error_description') ?? error };
  return null;
}

interface TWaitOptions {
  pollMs: number;
  /** Gives up after this long with a timedOut outcome; without it the wait has no end. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * Polls the popup until it returns with an outcome; a closed popup or an abort counts as cancelled, and
 * no answer within timeoutMs as timed out (the popup may sit on a page that can never hand back).
 */
export function waitForConsent(
  popup: TConsentWindow,
  { pollMs, timeoutMs, signal }: TWaitOptions,
): Promise<TConsentOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: TConsentOutcome) => {
      clearInterval(timer);
      clearTimeout(deadline);
      signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const deadline =
      timeoutMs === undefined ? undefined : setTimeout(() => finish({ kind: 'timedOut' }), timeoutMs);
    const onAbort = () => finish({ kind: 'cancelled' });
    const timer = setInterval(() => {
      // The return address first: a popup that got its code and was then closed still counts.
      const outcome = readConsentReturn(popup);
      if (outcome) finish(outcome);
      else if (popup.closed) finish({ kind: 'cancelled' });
    }, pollMs);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
  });
}
