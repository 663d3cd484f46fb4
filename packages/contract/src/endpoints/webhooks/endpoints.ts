import { defineEndpoint } from '../../endpoint.ts';
import {
  ZWebhookCreatedResponse,
  ZWebhookDeletedResponse,
  ZWebhookDeliveryListResponse,
  ZWebhookDeliveryResponse,
  ZWebhookListResponse,
  ZWebhookParams,
  ZWebhookRequest,
  ZWebhookResponse,
} from './model.ts';

/** GET /api/webhooks — the company's webhook endpoints (company administrator). */
export const listWebhooksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/webhooks',
  tags: ['webhooks'],
  summary: "The company's webhook endpoints",
  response: ZWebhookListResponse,
});

/** POST /api/webhooks — a new endpoint; the answer carries its signing secret, once. */
export const createWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks',
  tags: ['webhooks'],
  summary: 'Add a webhook endpoint (answers its signing secret, shown once)',
  body: ZWebhookRequest,
  response: ZWebhookCreatedResponse,
});

/** PUT /api/webhooks/:webhookId — change the URL, description, events or pause it. */
export const updateWebhookEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/webhooks/:webhookId',
  tags: ['webhooks'],
  summary: 'Change a webhook endpoint',
  params: ZWebhookParams,
  body: ZWebhookRequest,
  response: ZWebhookResponse,
});

/** DELETE /api/webhooks/:webhookId — the endpoint and its delivery log. */
export const deleteWebhookEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/webhooks/:webhookId',
  tags: ['webhooks'],
  summary: 'Delete a webhook endpoint and its delivery log',
  params: ZWebhookParams,
  response: ZWebhookDeletedResponse,
});

/** POST /api/webhooks/:webhookId/test — queues a signed `webhook.test` delivery. */
export const testWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/webhooks/:webhookId/test',
  tags: ['webhooks'],
  summary: 'Send a test event to a webhook endpoint',
  params: ZWebhookParams,
  response: ZWebhookDeliveryResponse,
});

/** GET /api/webhooks/:webhookId/deliveries — the latest deliveries, newest first. */
export const listWebhookDeliveriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/webhooks/:webhookId/deliveries',
  tags: ['webhooks'],
  summary: "A webhook endpoint's delivery log",
  params: ZWebhookParams,
  response: ZWebhookDeliveryListResponse,
});
