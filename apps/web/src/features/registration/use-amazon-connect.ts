import {
  CONSENT_PAGE_LOAD_DELAY_MS,
  CONSENT_POPUP_POLL_MS,
  GENERIC_ERROR_MESSAGE,
  MODAL_TITLES,
  PUBLIC_ROUTES,
} from '@seller-tools/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isErrorEnvelope } from '../../lib/http';
import { postAmazonConnect } from './api/amazon-connect';
import { postAmazonState } from './api/amazon-state';
import { openMessageDialog } from './components/dialogs';
import { openConsentPopup, type TConsentWindow, waitForConsent } from './consent-popup';
import { readDraft } from './draft';
import { stepState } from './step-guard';

export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the Amazon window. Please allow pop-ups for this site and click Connect again.';

const showConnectError = (message: string) =>
  openMessageDialog({ title: MODAL_TITLES.connectAmazon, message });

function delay(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}

/**
 * The consent flow of spec §4: popup → OAuth state → consent page after 1 s → poll every 50 ms until the
 * popup's address carries the code → POST the connection → /register/complete. Closing the popup cancels.
 */
export function useAmazonConnect() {
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState(false);
  const popupRef = useRef<TConsentWindow | null>(null);
  const abortRef = useRef<AbortController | null>(null);

  // Leaving the page mid-flow stops polling and closes the popup.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      popupRef.current?.close();
    },
    [],
  );

  const run = useCallback(
    async (popup: TConsentWindow, marketplaceCode: string, signal: AbortSignal) => {
      const draft = readDraft();
      const openedAt = Date.now();
      const stateResult = await postAmazonState({
        email: draft.email,
        signup_token: draft.signupToken,
        code: marketplaceCode,
      });
      if (isErrorEnvelope(stateResult)) {
        popup.close();
        showConnectError(stateResult.message);
        return;
      }

      // Spec §4: the consent page loads 1 s after the popup opened.
      await delay(CONSENT_PAGE_LOAD_DELAY_MS - (Date.now() - openedAt), signal);
      if (signal.aborted || popup.closed) return;
      popup.location.href = stateResult.data.consent_url;

      const outcome = await waitForConsent(popup, { pollMs: CONSENT_POPUP_POLL_MS, signal });
      popup.close();
      if (outcome.kind === 'cancelled') return;
      if (outcome.kind === 'failed') return showConnectError(outcome.message);
      // The state must be the one this tab asked for; anything else is not our consent (CSRF).
      if (outcome.state !== stateResult.data.state) return showConnectError(GENERIC_ERROR_MESSAGE);

      const result = await postAmazonConnect({
        admin_email: draft.email,
        seller_id: outcome.sellerId,
        sp_api_auth_code: outcome.authCode,
        code: marketplaceCode,
        state: outcome.state,
      });
      if (isErrorEnvelope(result)) return showConnectError(result.message);
      navigate(PUBLIC_ROUTES.registerComplete, { state: stepState(PUBLIC_ROUTES.registerConnectAmazon) });
    },
    [navigate],
  );

  /** Must be called synchronously from the click that confirms, so the popup is not blocked. */
  const connect = useCallback(
    (marketplaceCode: string) => {
      abortRef.current?.abort();
      const popup = openConsentPopup();
      if (!popup) {
        showConnectError(POPUP_BLOCKED_MESSAGE);
        return;
      }
      const controller = new AbortController();
      abortRef.current = controller;
      popupRef.current = popup;
      setWaiting(true);
      run(popup, marketplaceCode, controller.signal)
        // Spec §8: a failure (no answer, an unreadable one) just hides the loader; only the server's own
        // error message gets the Connect Amazon dialog.
        .catch(() => popup.close())
        .finally(() => {
          if (abortRef.current !== controller) return;
          abortRef.current = null;
          popupRef.current = null;
          setWaiting(false);
        });
    },
    [run],
  );

  /** Closes the popup, which the poll reads as a cancel. */
  const cancel = useCallback(() => {
    abortRef.current?.abort();
    popupRef.current?.close();
  }, []);

  const focusPopup = useCallback(() => popupRef.current?.focus(), []);

  return { connect, cancel, focusPopup, waiting };
}
