import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TAuthStore } from './auth-store.ts';
import { CONSENT_PATH, renderConsentError, renderConsentPage } from './consent-page.ts';
import { checkConsentRequest, redirectBack, type TConsentProblem } from './consent-request.ts';
import { singleField } from './form-body.ts';
import type { TAppRegistration } from './registration.ts';
import type { TSellerDirectory } from './sellers.ts';

type TConsentDeps = { registration: TAppRegistration; authStore: TAuthStore; sellers: TSellerDirectory };

function sendProblem(reply: FastifyReply, problem: TConsentProblem) {
  return reply.code(400).type('text/html; charset=utf-8').send(renderConsentError(problem));
}

// Seller Central's website-authorization page: the seller picks an account and confirms or cancels.
export function registerConsentRoutes(app: FastifyInstance, deps: TConsentDeps) {
  app.get(CONSENT_PATH, async (request, reply) => {
    const check = checkConsentRequest(deps.registration, request.query);
    if (!check.ok) return sendProblem(reply, check.problem);
    return reply.type('text/html; charset=utf-8').send(renderConsentPage(deps.registration, check.request));
  });

  app.post(CONSENT_PATH, async (request, reply) => {
    // The hidden fields come back from the browser, so they are checked again as if new.
    const check = checkConsentRequest(deps.registration, request.body);
    if (!check.ok) return sendProblem(reply, check.problem);
    const { state, redirectUri, applicationId } = check.request;
    const action = singleField(request.body, 'action');

    // Amazon does not document what a declining seller's return looks like; the sandbox answers with
    // OAuth's standard `error=access_denied` (RFC 6749 §4.1.2.1) so the application can tell a refusal
    // from a closed window.
    if (action === 'cancel')
      return reply.redirect(redirectBack(redirectUri, { state, error: 'access_denied' }), 302);
    if (action !== 'confirm') {
      return sendProblem(reply, { title: 'Invalid request', message: 'Choose Confirm or Cancel.' });
    }
    const seller = deps.sellers.find(singleField(request.body, 'selling_partner_id') ?? '');
    if (!seller) {
      return sendProblem(reply, {
        title: 'Unknown selling account',
        message: 'Choose one of the listed accounts.',
      });
    }
    const code = deps.authStore.issueCode({
      sellingPartnerId: seller.sellingPartnerId,
      applicationId,
      redirectUri,
      api: 'sp-api',
    });
    return reply.redirect(
      redirectBack(redirectUri, {
        state,
        selling_partner_id: seller.sellingPartnerId,
        spapi_oauth_code: code,
      }),
      302,
    );
  });
}
