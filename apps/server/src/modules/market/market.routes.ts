import {
  CONNECT_MESSAGES,
  connectAmazonEndpoint,
  DISCONNECT_MESSAGES,
  disconnectStoreEndpoint,
  issueAmazonStateEndpoint,
  ok,
} from '@seller-tools/contract';
import type { FastifyPluginAsync } from 'fastify';
import { unwrap } from '../../lib/outcome.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import { createDisconnectService } from './disconnect.service.ts';
import { createMarketService, type TMarketDeps } from './market.service.ts';

/** Browsers name the page behind every POST in its Origin header; the consent returns there. */
const askedFrom = (headers: { origin?: string | undefined }) => ({ origin: headers.origin });

// Connecting a seller account (spec §4 "Connect", §7 POST /api/market/amazon): the web asks for a state,
// opens the consent page with it, and posts back what Amazon returned to /auth/user/amazon. And
// disconnecting one (§7 PUT /api/market/amazon/market, del_yn "Y").
export const marketRoutes: FastifyPluginAsync<TMarketDeps> = async (app, deps) => {
  const market = createMarketService(deps);
  const stores = createDisconnectService(deps);

  // No guard: the caller is proven by a Bearer session, or during registration by email + signup_token.
  registerEndpoint(app, issueAmazonStateEndpoint, {
    handler: async (request) => {
      const outcome = await market.issueState(request.auth, request.body, askedFrom(request.headers));
      const { state, consentUrl, expiresAt } = unwrap(outcome);
      return ok({ state, consent_url: consentUrl, expires_at: expiresAt.toISOString() });
    },
  });

  registerEndpoint(app, connectAmazonEndpoint, {
    handler: async (request) => {
      const outcome = await market.connect(request.auth, request.body, askedFrom(request.headers));
      if (!outcome.ok) request.log.info({ reason: outcome.error.message }, 'seller account connect refused');
      const { sellerId, marketplaceId, signupStep } = unwrap(outcome);
      return ok(
        { seller_id: sellerId, marketplace_id: marketplaceId, signup_step: signupStep },
        CONNECT_MESSAGES.connected,
      );
    },
  });

  registerEndpoint(app, disconnectStoreEndpoint, {
    preHandler: requireAuth,
    handler: async (request) => {
      const { sellerId, marketplaceId, disconnectedAt } = unwrap(
        await stores.disconnect(authOf(request), request.body),
      );
      request.log.info({ sellerId, marketplaceId }, 'store disconnected');
      return ok(
        {
          seller_id: sellerId,
          marketplace_id: marketplaceId,
          del_yn: 'Y' as const,
          disconnected_at: disconnectedAt.toISOString(),
        },
        DISCONNECT_MESSAGES.disconnected,
      );
    },
  });
};
