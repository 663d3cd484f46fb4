import {
  ADS_MESSAGES,
  connectAdsEndpoint,
  disconnectAdsEndpoint,
  issueAdsStateEndpoint,
  ok,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { unwrap } from '../../lib/outcome.ts';
import type { TCallerStore } from '../../lib/store-access.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { requireStore, storeOf } from '../../plugins/require-store.ts';
import { createAdsConsentService, type TAdsConsentDeps } from './ads-consent.service.ts';

/** The caller's store requireStore let through, with its region (the consent's hosts are regional). */
function callerStoreOf(request: FastifyRequest): TCallerStore {
  const { channelId } = storeOf(request);
  const store = authOf(request).stores.find((s) => s.channelId === channelId);
  if (!store) throw new Error('requireStore let through a store the caller does not have');
  return store;
}

/** Browsers name the page behind every POST in its Origin header; the consent returns there. */
const askedFrom = (request: FastifyRequest) => ({ origin: request.headers.origin });

// A store's Amazon Ads consent (issue 18): start it, finish it with what Amazon returned, forget it.
export const adsConsentRoutes: FastifyPluginAsync<TAdsConsentDeps> = async (app, deps) => {
  const ads = createAdsConsentService(deps);
  const preHandler = [requireAuth, requireStore('body')];

  registerEndpoint(app, issueAdsStateEndpoint, {
    preHandler,
    handler: async (request) => {
      const { state, consentUrl, expiresAt } = unwrap(
        await ads.issueState(authOf(request), callerStoreOf(request), askedFrom(request)),
      );
      return ok({ state, consent_url: consentUrl, expires_at: expiresAt.toISOString() });
    },
  });

  registerEndpoint(app, connectAdsEndpoint, {
    preHandler,
    handler: async (request) => {
      const outcome = await ads.connect(
        authOf(request),
        callerStoreOf(request),
        request.body,
        askedFrom(request),
      );
      if (!outcome.ok) request.log.info({ reason: outcome.error.message }, 'ads consent refused');
      return ok(unwrap(outcome), ADS_MESSAGES.connected);
    },
  });

  registerEndpoint(app, disconnectAdsEndpoint, {
    preHandler,
    handler: async (request) =>
      ok(unwrap(await ads.disconnect(authOf(request), callerStoreOf(request))), ADS_MESSAGES.disconnected),
  });
};
