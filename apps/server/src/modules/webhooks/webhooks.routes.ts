import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveriesEndpoint,
  listWebhooksEndpoint,
  ok,
  testWebhookEndpoint,
  updateWebhookEndpoint,
  WEBHOOK_MESSAGES,
} from '@seller-tools/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireCompanyAdmin } from '../../lib/company-admin.ts';
import { authOf, requireAuth } from '../../plugins/authenticate.ts';
import { answer, registerEndpoint } from '../../plugins/endpoint.ts';
import { createWebhooksService, type TWebhooksDeps } from './webhooks.service.ts';

// Outgoing webhooks of the caller's company (issue 25). The company administrator manages them: their
// URLs and delivery log say where the company's review data goes.

export const webhooksRoutes: FastifyPluginAsync<TWebhooksDeps> = async (app, deps) => {
  const service = createWebhooksService(deps);
  const admin = [requireAuth, requireCompanyAdmin(WEBHOOK_MESSAGES.adminOnly)];
  const company = (request: FastifyRequest) => authOf(request).companyId;

  registerEndpoint(app, listWebhooksEndpoint, {
    preHandler: admin,
    handler: async (request) => ok(await service.list(company(request))),
  });
  registerEndpoint(app, createWebhookEndpoint, {
    preHandler: admin,
    handler: async (request) => answer(await service.create(company(request), request.body)),
  });
  registerEndpoint(app, updateWebhookEndpoint, {
    preHandler: admin,
    handler: async (request) =>
      answer(await service.update(company(request), request.body, request.params.webhookId)),
  });
  registerEndpoint(app, deleteWebhookEndpoint, {
    preHandler: admin,
    handler: async (request) => answer(await service.remove(company(request), request.params.webhookId)),
  });
  registerEndpoint(app, testWebhookEndpoint, {
    preHandler: admin,
    handler: async (request) => answer(await service.sendTest(company(request), request.params.webhookId)),
  });
  registerEndpoint(app, listWebhookDeliveriesEndpoint, {
    preHandler: admin,
    handler: async (request) => answer(await service.deliveries(company(request), request.params.webhookId)),
  });
};
