import {
  CONNECT_MESSAGES,
  DISCONNECT_MESSAGES,
  fail,
  ok,
  ZAmazonConnectRequest,
  ZAmazonConnectResponse,
  ZAmazonMarketRequest,
  ZAmazonMarketResponse,
  ZAmazonStateRequest,
  ZAmazonStateResponse,
  ZErrorEnvelope,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { createDisconnectService } from './disconnect.service.ts';
import { createMarketService, type TMarketDeps } from './market.service.ts';

/** Browsers name the page behind every POST in its Origin header; the consent returns there. */
const askedFrom = (headers: { origin?: string | undefined }) => ({ origin: headers.origin });

// Connecting a seller account (spec §4 "Connect", §7 POST /api/market/amazon): the web asks for a state,
// opens the consent page with it, and posts back what Amazon returned to /auth/user/amazon. And
// disconnecting one (§7 PUT /api/market/amazon/market, del_yn "Y").
export const marketRoutes: FastifyPluginAsyncZod<TMarketDeps> = async (app, deps) => {
  const market = createMarketService(deps);
  const stores = createDisconnectService(deps);
  const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope };

  app.post(
    '/api/market/amazon/state',
    {
      schema: {
        tags: ['market'],
        summary: 'Issue a single-use OAuth state and the consent URL that carries it',
        description:
          'The caller is proven by a Bearer session, or during registration by email + signup_token.',
        body: ZAmazonStateRequest,
        response: { 200: ZAmazonStateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await market.issueState(request.auth, request.body, askedFrom(request.headers));
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      const { state, consentUrl, expiresAt } = outcome.value;
      return ok({ state, consent_url: consentUrl, expires_at: expiresAt.toISOString() });
    },
  );

  app.post(
    '/api/market/amazon',
    {
      schema: {
        tags: ['market'],
        summary: 'Connect the seller account: spend the state, exchange the code, store the channel',
        body: ZAmazonConnectRequest,
        response: { 200: ZAmazonConnectResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await market.connect(request.auth, request.body, askedFrom(request.headers));
      if (!outcome.ok) {
        request.log.info({ reason: outcome.message }, 'seller account connect refused');
        return reply.code(outcome.status).send(fail(outcome.message));
      }
      const { sellerId, marketplaceId, signupStep } = outcome.value;
      return ok(
        { seller_id: sellerId, marketplace_id: marketplaceId, signup_step: signupStep },
        CONNECT_MESSAGES.connected,
      );
    },
  );

  app.put(
    '/api/market/amazon/market',
    {
      preHandler: requireAuth,
      schema: {
        tags: ['market'],
        summary: 'Disconnect a store (del_yn "Y"): its syncs stop, its data is kept',
        description:
          "Company administrators only (users with access to every store of the company). Another company's store, or one outside the caller's access list, is refused with 403 and reveals nothing.",
        body: ZAmazonMarketRequest,
        response: { 200: ZAmazonMarketResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await stores.disconnect(authOf(request), request.body);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      const { sellerId, marketplaceId, disconnectedAt } = outcome.value;
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
  );
};
