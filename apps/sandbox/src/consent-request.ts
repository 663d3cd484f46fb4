import { singleField } from './form-body.ts';
import { isRegisteredRedirectUri, type TAppRegistration } from './registration.ts';

export type TConsentRequest = {
  applicationId: string;
  state: string;
  redirectUri: string;
  beta: boolean;
};

export type TConsentProblem = { title: string; message: string; code?: string };

export type TConsentCheck = { ok: true; request: TConsentRequest } | { ok: false; problem: TConsentProblem };

const MAX_STATE_LENGTH = 2048;

// Validates the consent URL's parameters (and the same hidden fields when the form comes back) the way
// Seller Central does, before anything is shown or any redirect is made: a bad redirect URI must never
// receive a redirect, or the page would be an open redirector.
export function checkConsentRequest(registration: TAppRegistration, input: unknown): TConsentCheck {
  const applicationId = singleField(input, 'application_id');
  if (applicationId === undefined) {
    return fail('Missing application', 'The request does not name an application (application_id).');
  }
  if (applicationId !== registration.appId) {
    return fail('Unknown application', `No application is registered with the ID ${applicationId}.`);
  }
  const state = singleField(input, 'state');
  if (state === undefined) {
    return fail(
      'Missing state',
      'The request has no state parameter, which the application needs to verify the response.',
    );
  }
  if (state.length > MAX_STATE_LENGTH) {
    return fail('Invalid state', `The state parameter is longer than ${MAX_STATE_LENGTH} characters.`);
  }
  // Without redirect_uri Amazon returns to the application's first registered redirect URI.
  const redirectUri = singleField(input, 'redirect_uri') ?? registration.redirectUris[0];
  if (redirectUri === undefined) {
    return fail('Redirect URI does not match', 'The application has no registered redirect URI.', 'MD5101');
  }
  if (redirectUri.includes('#')) {
    return fail('Invalid redirect URI', 'The redirect URI contains a fragment (#).', 'MD5110');
  }
  if (!isRegisteredRedirectUri(registration, redirectUri)) {
    return fail(
      'Redirect URI does not match',
      `The redirect URI ${redirectUri} does not match any redirect URI registered for this application.`,
      'MD5101',
    );
  }
  const beta = singleField(input, 'version') === 'beta';
  return { ok: true, request: { applicationId, state, redirectUri, beta } };
}

function fail(title: string, message: string, code?: string): TConsentCheck {
  return { ok: false, problem: code === undefined ? { title, message } : { title, message, code } };
}

// The application learns the outcome only from these query parameters on its own redirect URI.
export function redirectBack(redirectUri: string, params: Record<string, string>): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
