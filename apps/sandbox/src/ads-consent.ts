import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TAuthStore } from './auth-store.ts';
import { hidden, renderConsentError, sellerChooser } from './consent-page.ts';
import { redirectBack, type TConsentProblem } from './consent-request.ts';
import { singleField } from './form-body.ts';
import { escapeHtml, renderPage } from './html.ts';
import { isRegisteredRedirectUri, type TAppRegistration } from './registration.ts';
import { findDemoSeller } from './sellers.ts';

// Login with Amazon's authorization page (/ap/oa), as Amazon Ads uses it: a grant of its own with scope
// advertising::campaign_management, separate from Seller Central's SP-API consent. Its code is
// exchanged at the same token endpoint and gives Ads-only tokens (auth-store TGrantApi).

export const ADS_AUTHORIZE_PATH = '/ap/oa';
export const ADS_SCOPE = 'advertising::campaign_management';

type TAdsConsentRequest = { clientId: string; state: string; redirectUri: string };

function checkAdsConsentRequest(
  registration: TAppRegistration,
  input: unknown,
): { ok: true; request: TAdsConsentRequest } | { ok: false; problem: TConsentProblem } {
  const fail = (title: string, message: string) => ({ ok: false as const, problem: { title, message } });
  const clientId = singleField(input, 'client_id');
  if (clientId !== registration.clientId)
    return fail('Unknown client', `No application is registered with the client ID ${clientId ?? '(none)'}.`);
  if (singleField(input, 'response_type') !== 'code')
    return fail('Unsupported response type', 'Only response_type=code is supported.');
  const scopes = (singleField(input, 'scope') ?? '').split(/\s+/);
  if (!scopes.includes(ADS_SCOPE))
    return fail('Invalid scope', `The request must ask for the scope ${ADS_SCOPE}.`);
  const state = singleField(input, 'state');
  if (state === undefined || state.length > 2048)
    return fail('Missing state', 'The request has no usable state parameter.');
  const redirectUri = singleField(input, 'redirect_uri');
  if (redirectUri === undefined || !isRegisteredRedirectUri(registration, redirectUri))
    return fail('Redirect URI does not match', 'The redirect URI is not registered for this application.');
  return { ok: true, request: { clientId, state, redirectUri } };
}

function renderAdsConsentPage(registration: TAppRegistration, request: TAdsConsentRequest): string {
  const body = `<h1>Amazon Advertising: authorize ${escapeHtml(registration.appName)}</h1>
<p><strong>${escapeHtml(registration.appName)}</strong> is requesting access to your Amazon Advertising account.</p>
<form method="post" action="${ADS_AUTHORIZE_PATH}">
${hidden('client_id', request.clientId)}
${hidden('response_type', 'code')}
${hidden('scope', ADS_SCOPE)}
${hidden('state', request.state)}
${hidden('redirect_uri', request.redirectUri)}
<h2>Advertising account</h2>
${sellerChooser()}
<h2>This application will be able to</h2>
<ul><li>Manage your Sponsored Products campaigns and read their reports (${ADS_SCOPE})</li></ul>
<div class="actions">
<button class="primary" type="submit" name="action" value="confirm">Allow</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>`;
  return renderPage('Amazon Advertising authorization', body);
}

export function registerAdsConsentRoutes(
  app: FastifyInstance,
  deps: { registration: TAppRegistration; authStore: TAuthStore },
) {
  const problem = (reply: FastifyReply, p: TConsentProblem) =>
    reply.code(400).type('text/html; charset=utf-8').send(renderConsentError(p));

  app.get(ADS_AUTHORIZE_PATH, async (request, reply) => {
    const check = checkAdsConsentRequest(deps.registration, request.query);
    if (!check.ok) return problem(reply, check.problem);
    return reply
      .type('text/html; charset=utf-8')
      .send(renderAdsConsentPage(deps.registration, check.request));
  });

  app.post(ADS_AUTHORIZE_PATH, async (request, reply) => {
    // The hidden fields come back from the browser: checked again as if new.
    const check = checkAdsConsentRequest(deps.registration, request.body);
    if (!check.ok) return problem(reply, check.problem);
    const { state, redirectUri } = check.request;
    const action = singleField(request.body, 'action');
    if (action === 'cancel')
      return reply.redirect(
        redirectBack(redirectUri, {
          state,
          error: 'access_denied',
          error_description: 'The user denied access',
        }),
        302,
      );
    const seller =
      action === 'confirm' ? findDemoSeller(singleField(request.body, 'selling_partner_id') ?? '') : null;
    if (!seller)
      return problem(reply, { title: 'Invalid request', message: 'Choose an account and Allow or Cancel.' });
    const code = deps.authStore.issueCode({
      sellingPartnerId: seller.sellingPartnerId,
      applicationId: deps.registration.appId,
      redirectUri,
      api: 'ads',
    });
    return reply.redirect(redirectBack(redirectUri, { code, scope: ADS_SCOPE, state }), 302);
  });
}
