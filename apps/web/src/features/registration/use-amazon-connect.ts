import { MODAL_TITLES, PUBLIC_ROUTES } from '@seller-tools/contract';
import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router';
import { openParticipationOffer, type TMarketplaceOffer, useConsentConnect } from '../../lib/amazon-connect';
import { openMessageDialog } from './components/dialogs';
import { readDraft } from './draft';
import { stepState } from './step-guard';

export { POPUP_BLOCKED_MESSAGE } from '../../lib/amazon-connect';

/**
 * Registration's connect step: the shared consent flow (lib/amazon-connect) proven by the sign-up's
 * email and signup token, then /register/complete.
 */
export function useAmazonConnect() {
  const navigate = useNavigate();
  // A refusal for a marketplace the account does not sell in offers the ones it does (their buttons
  // start the consent again, for that marketplace).
  const connectRef = useRef<(marketplaceCode: string) => void>(() => undefined);
  const showConnectError = (message: string, offer?: TMarketplaceOffer[]) =>
    offer
      ? openParticipationOffer({
          title: MODAL_TITLES.connectAmazon,
          message,
          marketplaces: offer,
          onConnect: (code) => connectRef.current(code),
        })
      : openMessageDialog({ title: MODAL_TITLES.connectAmazon, message });
  const flow = useConsentConnect({
    onError: showConnectError,
    onConnected: () =>
      navigate(PUBLIC_ROUTES.registerComplete, { state: stepState(PUBLIC_ROUTES.registerConnectAmazon) }),
  });
  const { connect: start } = flow;

  /** Must be called synchronously from the click that confirms, so the popup is not blocked. */
  const connect = useCallback(
    (marketplaceCode: string) => {
      const draft = readDraft();
      start({
        marketplaceCode,
        adminEmail: draft.email,
        signup: { email: draft.email, signup_token: draft.signupToken },
      });
    },
    [start],
  );
  connectRef.current = connect;

  return { ...flow, connect };
}
