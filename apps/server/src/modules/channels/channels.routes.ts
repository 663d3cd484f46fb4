import {
  CHANNEL_MESSAGES,
  fail,
  ok,
  ZChannelListQuery,
  ZChannelListResponse,
  ZCompanyChannelParams,
  ZCurrentChannelQuery,
  ZCurrentChannelResponse,
  ZErrorEnvelope,
  ZFirstDateQuery,
  ZFirstDateResponse,
  ZIntegrationStatusQuery,
  ZIntegrationStatusResponse,
  ZSelectChannelRequest,
  ZSelectChannelResponse,
  ZSelectSellerRequest,
  ZSignupStatusQuery,
  ZSignupStatusResponse,
} from '@seller-tools/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { createChannelsService, type TChannelsDeps } from './channels.service.ts';

// The signed-in shell's store calls (spec §7 "Stores and marketplace"): the store switcher's list, the
// current store and its selection, the signup status the shell polls, integration status, first date.
export const channelsRoutes: FastifyPluginAsyncZod<TChannelsDeps> = async (app, deps) => {
  const stores = createChannelsService(deps);
  const errors = { 400: ZErrorEnvelope, 401: ZErrorEnvelope, 403: ZErrorEnvelope };
  const tags = ['market'];

  app.get(
    '/api/market/:companyId/channel',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The stores of the caller's company they may see (another company's id: 403)",
        params: ZCompanyChannelParams,
        querystring: ZChannelListQuery,
        response: { 200: ZChannelListResponse, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await stores.listForCompany(authOf(request), request.params.companyId);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value);
    },
  );

  app.get(
    '/api/market/channel',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The caller's current store for the module (or the given seller's); null when none",
        querystring: ZCurrentChannelQuery,
        response: { 200: ZCurrentChannelResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { moduleType, sellerId } = request.query;
      const outcome = await stores.current(authOf(request), moduleType, sellerId);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value);
    },
  );

  app.put(
    '/api/market/user/channel',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Select the current store (saved on the user)',
        body: ZSelectChannelRequest,
        response: { 200: ZSelectChannelResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { channel_info, moduleType } = request.body;
      const outcome = await stores.select(authOf(request), moduleType, channel_info);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value, CHANNEL_MESSAGES.selected);
    },
  );

  app.put(
    '/api/market/user/seller',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Select the current seller of a module (saved on the user)',
        body: ZSelectSellerRequest,
        response: { 200: ZSelectChannelResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { channel_info, module_type } = request.body;
      const outcome = await stores.select(authOf(request), module_type, channel_info);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value, CHANNEL_MESSAGES.selected);
    },
  );

  app.get(
    '/api/market/amazon/signup/status',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: "The seller's signup step: done once its stores have finished their initial import",
        querystring: ZSignupStatusQuery,
        response: { 200: ZSignupStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { moduleType, sellerId } = request.query;
      const outcome = await stores.signupStatus(authOf(request), moduleType, sellerId);
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok(outcome.value);
    },
  );

  app.get(
    '/api/market/amazon/integration/status',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'Each store the caller may see, with its connection status and signup step',
        querystring: ZIntegrationStatusQuery,
        response: { 200: ZIntegrationStatusResponse, ...errors },
      },
    },
    async (request) => ok(await stores.integrationStatus(authOf(request))),
  );

  app.get(
    '/api/market/account/product/first-date',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        summary: 'The earliest product or order date of the store; null until its data is imported',
        querystring: ZFirstDateQuery,
        response: { 200: ZFirstDateResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { moduleType, sellerId, marketplaceId } = request.query;
      const outcome = await stores.firstDate(authOf(request), moduleType, { sellerId, marketplaceId });
      if (!outcome.ok) return reply.code(outcome.status).send(fail(outcome.message));
      return ok({ data: outcome.value });
    },
  );
};
