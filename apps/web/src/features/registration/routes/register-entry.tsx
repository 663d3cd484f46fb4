import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { clearDraft } from '../draft';
import { clearMarketChoice, marketChoiceFromSearch, saveMarketChoice } from '../market-choice';

/**
 * /register: starts a fresh registration (spec §3: the draft is cleared on init) at /register/info. A
 * marketplace chosen on /market-select arrives as query parameters and is kept for the connect step.
 */
export function registerEntryLoader({ request }: LoaderFunctionArgs) {
  clearDraft();
  const choice = marketChoiceFromSearch(new URL(request.url).searchParams);
  if (choice) saveMarketChoice(choice);
  else clearMarketChoice();
  return replace(PUBLIC_ROUTES.registerInfo);
}

/** Never shown: the loader always redirects. The router warns about a route without an element. */
export function RegisterEntryPage() {
  return null;
}
