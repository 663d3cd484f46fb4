import { MODAL_TITLES, PUBLIC_ROUTES } from '@seller-tools/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useConsentConnect } from '../../lib/amazon-connect';
import { openMessageDialog } from './components/dialogs';
import { readDraft } from './draft';
import { stepState } from './step-guard';

export { POPUP_BLOCKED_MESSAGE } from '../../lib/amazon-connect';

const showConnectError = (message: string) =>
  openMessageDialog({ title: MODAL_TITLES.connectAmazon, message });

/**
 * Registration's connect step: the shared consent flow (lib/amazon-connect) proven by the sign-up's
 * email and signup token, then /register/complete.
 */
export function useAmazonConnect() {
  const navigate = useNavigate();
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

  return { ...flow, connect };
}
