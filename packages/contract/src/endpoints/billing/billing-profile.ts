import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { ZBillingDetails, ZBillingProfile, ZBillingTestCard } from './common.ts';

// GET /api/billing: the company's billing details, saved card and plan percent (reimburse plan).
export const billingProfileEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/billing',
  tags: ['billing'],
  summary: "The company's billing details and card",
  response: ZEnvelope(ZBillingProfile),
});

// PUT /api/billing/details: saves the details and creates or updates the Stripe customer (company admin).
export const billingDetailsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/billing/details',
  tags: ['billing'],
  summary: 'Save the billing details (creates or updates the Stripe customer)',
  body: ZBillingDetails,
  response: ZEnvelope(ZBillingProfile),
});

// POST /api/billing/setup-intent: a SetupIntent for the customer; Stripe Elements confirms it in production.
export const billingSetupIntentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/billing/setup-intent',
  tags: ['billing'],
  summary: 'Start saving a card: a Stripe SetupIntent and its client secret',
  response: ZEnvelope(z.object({ setup_intent_id: z.string(), client_secret: z.string() })),
});

// POST /api/billing/dev/test-card: development/test only (404 otherwise): confirms a SetupIntent with one of
// Stripe's test payment methods, which is what Elements would do with a typed card.
export const billingTestCardEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/billing/dev/test-card',
  tags: ['billing'],
  summary: 'Save one of Stripe’s test cards (development and tests only)',
  body: z.object({ payment_method: ZBillingTestCard }),
  response: ZEnvelope(ZBillingProfile),
});
