export { postAmazonConnect, postAmazonState } from './api';
export { ConnectMarketplaceModal } from './connect-marketplace-modal';
export {
  CONSENT_WINDOW_NAME,
  consentPopupFeatures,
  openConsentPopup,
  readConsentReturn,
  type TConsentOutcome,
  type TConsentWindow,
  waitForConsent,
} from './consent-popup';
export {
  ConsentWaitOverlay,
  TIMED_OUT_MESSAGE,
  TIMED_OUT_TITLE,
  WAITING_TITLE,
} from './consent-wait-overlay';
export { MarketFlag } from './market-flag';
export { MarketplaceFields, type TMarketSelection } from './marketplace-fields';
export {
  offeredMarketplaces,
  openParticipationOffer,
  ParticipationOffer,
  type TMarketplaceOffer,
} from './participation-offer';
export {
  OTHER_SELLER_MESSAGE,
  POPUP_BLOCKED_MESSAGE,
  type TConnected,
  type TConnectRequest,
  type TConsentFlow,
  type TConsentPhase,
  type TConsentSteps,
  useConsentConnect,
  usePopupConsent,
} from './use-consent-connect';
