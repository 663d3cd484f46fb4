import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { type LoaderFunctionArgs, replace } from 'react-router';
import { restartDraft } from '../draft';
import { clearMarketChoice, marketChoiceFromSearch, saveMarketChoice } from '../market-choice';

/**
 * /register: starts a fresh registration (spec §3: the draft is cleared on init) at /register/info. A
 * marketplace chosen on /market-select arrives as query parameters and is kept for the connect step.
 */
export function registerEntryLoader({ request }: LoaderFunctionArgs) {
  const search = new URL(request.url).searchParams;
  // A fresh draft, keeping an affiliate's ?ref= for the sign-up.
  restartDraft(new URLSearchParams(search.has('ref') ? { ref: search.get('ref') ?? '' } : {}));
  const choice = marketChoiceFromSearch(search);
  if (choice) saveMarketChoice(choice);
  else clearMarketChoice();
  return replace(PUBLIC_ROUTES.registerInfo);
}

/** Never shown: the loader always redirects. The router warns about a route without an element. */
export function RegisterEntryPage() {
  return null;
}
