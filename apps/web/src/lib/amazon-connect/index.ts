export { postAmazonConnect, postAmazonState } from './api';
export {
  CONSENT_WINDOW_NAME,
  consentPopupFeatures,
  openConsentPopup,
  readConsentReturn,
  type TConsentOutcome,
  type TConsentWindow,
  waitForConsent,
} from './consent-popup';
export { MarketFlag } from './market-flag';
export { MarketplaceFields, type TMarketSelection } from './marketplace-fields';
export {
  OTHER_SELLER_MESSAGE,
  POPUP_BLOCKED_MESSAGE,
  type TConnected,
  type TConnectRequest,
  useConsentConnect,
} from './use-consent-connect';
