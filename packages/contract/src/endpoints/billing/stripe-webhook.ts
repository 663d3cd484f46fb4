import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';

// POST /api/billing/stripe/webhook: Stripe's events (invoice.paid, invoice.payment_failed,
// setup_intent.succeeded), verified by their Stripe-Signature; each event handled once.
export const stripeWebhookEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/billing/stripe/webhook',
  tags: ['billing'],
  summary: 'Stripe webhook (signed events)',
  response: z.object({ received: z.boolean() }),
});
