import {
  CONSENT_PAGE_LOAD_DELAY_MS,
  CONSENT_POPUP_POLL_MS,
  CONSENT_WAIT_TIMEOUT_MS,
  GENERIC_ERROR_MESSAGE,
} from '@seller-tools/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isErrorEnvelope } from '../http';
import { postAmazonConnect, postAmazonState } from './api';
import { openConsentPopup, type TConsentOutcome, type TConsentWindow, waitForConsent } from './consent-popup';
import { offeredMarketplaces, type TMarketplaceOffer } from './participation-offer';

export const POPUP_BLOCKED_MESSAGE =
  'Your browser blocked the Amazon window. Please allow pop-ups for this site and click Connect again.';

export const OTHER_SELLER_MESSAGE =
  'You authorized a different Amazon seller account. Please click Reconnect and sign in as the seller of this store.';

/** Who asks for the consent: a signed-in user (the Bearer session), or a sign-up with its token. */
export interface TConnectRequest {
  marketplaceCode: string;
  /** The consenting user's email: the connect call's admin_email. */
  adminEmail: string;
  /** During registration (no session yet): the email and the signup token from email verification. */
  signup?: { email?: string | undefined; signup_token?: string | undefined } | undefined;
  /** Reconnecting a known store: the consent must come back for this seller. */
  expectedSellerId?: string | undefined;
}

export interface TConnected {
  sellerId: string;
  marketplaceId: string;
  signupStep: string;
  message?: string | undefined;
}

interface TOptions {
  onConnected: (connected: TConnected) => void;
  /**
   * A message for the user: the server's own, or what went wrong with the popup. `offer`: the
   * marketplaces the account does sell in, when the server refused the chosen one for that reason.
   */
  onError: (message: string, offer?: TMarketplaceOffer[]) => void;
}

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

/** Where the flow is: idle, waiting for the popup, or given up waiting (a retry is offered). */
export type TConsentPhase = 'idle' | 'waiting' | 'timedOut';

/** One consent's two server calls around the popup: the state and URL to open, and what came back. */
export interface TConsentSteps<TRequest> {
  /** The OAuth state and the consent URL to open; or the server's error. */
  start(request: TRequest): Promise<{ state: string; consent_url: string } | { message: string; ok: false }>;
  /** Posts what the consent returned (already checked against the state); a string is an error to show. */
  finish(
    outcome: Extract<TConsentOutcome, { kind: 'granted' }>,
    request: TRequest,
  ): Promise<string | undefined>;
}

/**
 * The popup consent of spec §4, whatever it grants (the SP-API connection, Amazon Ads): popup → OAuth
 * state → consent page after 1 s → poll every 50 ms until the popup's address carries the code → the
 * finishing call. Closing the popup cancels; no answer within CONSENT_WAIT_TIMEOUT_MS closes it and
 * leaves the flow timed out, for the user to retry or dismiss.
 */
export function usePopupConsent<TRequest>(
  steps: TConsentSteps<TRequest>,
  onError: (message: string) => void,
) {
  const [phase, setPhase] = useState<TConsentPhase>('idle');
  const popupRef = useRef<TConsentWindow | null>(null);
  const abortRef = useRef<AbortController | null>(null);
  // What the last Connect asked for, so that Try again repeats it.
  const lastRequestRef = useRef<TRequest | null>(null);
  const handlers = useRef({ steps, onError });
  handlers.current = { steps, onError };

  // Leaving the page mid-flow stops polling and closes the popup.
  useEffect(
    () => () => {
      abortRef.current?.abort();
      popupRef.current?.close();
    },
    [],
  );

  /** Resolves to what the flow ended as: timed out, or anything else (done, cancelled, failed). */
  const run = useCallback(async (popup: TConsentWindow, request: TRequest, signal: AbortSignal) => {
    const fail = (message: string) => handlers.current.onError(message);
    const openedAt = Date.now();
    const started = await handlers.current.steps.start(request);
    if ('ok' in started) {
      popup.close();
      fail(started.message);
      return;
    }

    // Spec §4: the consent page loads 1 s after the popup opened.
    await delay(CONSENT_PAGE_LOAD_DELAY_MS - (Date.now() - openedAt), signal);
    if (signal.aborted || popup.closed) return;
    popup.location.href = started.consent_url;

    const outcome = await waitForConsent(popup, {
      pollMs: CONSENT_POPUP_POLL_MS,
      timeoutMs: CONSENT_WAIT_TIMEOUT_MS,
      signal,
    });
    popup.close();
    if (outcome.kind === 'timedOut') return 'timedOut' as const;
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'failed') return fail(outcome.message);
    // The state must be the one this tab asked for; anything else is not our consent (CSRF).
    if (outcome.state !== started.state) return fail(GENERIC_ERROR_MESSAGE);
    const error = await handlers.current.steps.finish(outcome, request);
    if (error !== undefined) fail(error);
  }, []);

  /** Must be called synchronously from the click that confirms, so the popup is not blocked. */
  const connect = useCallback(
    (request: TRequest) => {
      abortRef.current?.abort();
      lastRequestRef.current = request;
      const popup = openConsentPopup();
      if (!popup) {
        setPhase('idle');
        handlers.current.onError(POPUP_BLOCKED_MESSAGE);
        return;
      }
      const controller = new AbortController();
      abortRef.current = controller;
      popupRef.current = popup;
      setPhase('waiting');
      run(popup, request, controller.signal)
        // Spec §8: a failure (an unreadable answer, the network) just hides the loader; only the server's
        // own error message gets a dialog.
        .catch(() => {
          popup.close();
          return undefined;
        })
        .then((ended) => {
          if (abortRef.current !== controller) return;
          abortRef.current = null;
          popupRef.current = null;
          setPhase(ended === 'timedOut' && !controller.signal.aborted ? 'timedOut' : 'idle');
        });
    },
    [run],
  );

  /** Closes the popup, which the poll reads as a cancel; after a time-out, just leaves that state. */
  const cancel = useCallback(() => {
    abortRef.current?.abort();
    popupRef.current?.close();
    setPhase((current) => (current === 'timedOut' ? 'idle' : current));
  }, []);

  /** Try again after a time-out: must run inside the click, like Connect, so the popup is not blocked. */
  const retry = useCallback(() => {
    if (lastRequestRef.current) connect(lastRequestRef.current);
  }, [connect]);

  const focusPopup = useCallback(() => popupRef.current?.focus(), []);

  return { connect, cancel, retry, focusPopup, phase, waiting: phase === 'waiting' };
}

/** The SP-API connection (spec §4), shared by registration and Settings → Integrations. */
export function useConsentConnect({ onConnected, onError }: TOptions) {
  const onConnectedRef = useRef(onConnected);
  onConnectedRef.current = onConnected;
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  return usePopupConsent<TConnectRequest>(
    {
      async start(request) {
        const result = await postAmazonState({ ...request.signup, code: request.marketplaceCode });
        return isErrorEnvelope(result) ? { ok: false, message: result.message } : result.data;
      },
      async finish(outcome, request) {
        if (request.expectedSellerId !== undefined && outcome.sellerId !== request.expectedSellerId)
          return OTHER_SELLER_MESSAGE;
        const result = await postAmazonConnect({
          admin_email: request.adminEmail,
          seller_id: outcome.sellerId,
          sp_api_auth_code: outcome.authCode,
          code: request.marketplaceCode,
          state: outcome.state,
        });
        if (isErrorEnvelope(result)) {
          // A marketplace the account does not sell in: the message comes with the ones it does.
          const offer = offeredMarketplaces(result.data);
          if (offer.length === 0) return result.message;
          onErrorRef.current(result.message, offer);
          return undefined;
        }
        onConnectedRef.current({
          sellerId: result.data.seller_id,
          marketplaceId: result.data.marketplace_id,
          signupStep: result.data.signup_step,
          message: result.message,
        });
        return undefined;
      },
    },
    onError,
  );
}

export type TConsentFlow = ReturnType<typeof useConsentConnect>;
