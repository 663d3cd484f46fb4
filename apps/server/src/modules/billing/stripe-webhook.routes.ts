import { stripeWebhookEndpoint } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type Stripe from 'stripe';
import { billingStripeEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/outcome.ts';
import { registerEndpoint } from '../../plugins/endpoint.ts';
import type { TBilling } from './billing.ts';

// Stripe's webhook (issue 20). The signature is checked over the raw body (stripe.webhooks.constructEvent,
// with our clock as the receiving time); each event id is handled once, as Stripe delivers at least once.
// Its own plugin: JSON bodies here are kept raw for the signature, nowhere else.

/** Stripe's default: an event signed longer ago than this is refused (replays). */
const WEBHOOK_TOLERANCE_SECONDS = 300;

export const SIGNATURE_INVALID = 'The Stripe signature is missing or invalid.';

export const stripeWebhookRoutes: FastifyPluginAsync<{ billing: TBilling }> = async (app, { billing }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );

  async function handle(event: Stripe.Event): Promise<void> {
    const [fresh] = await billing.db
      .insert(billingStripeEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: billingStripeEvents.eventId });
    if (!fresh) return;
    try {
      if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed')
        await billing.invoices.onStripeInvoice(event.type, event.data.object);
      else if (event.type === 'setup_intent.succeeded') await billing.setup.recordCard(event.data.object);
    } catch (err) {
      // Not handled after all: let Stripe deliver it again.
      await billing.db.delete(billingStripeEvents).where(eq(billingStripeEvents.eventId, event.id));
      throw err;
    }
  }

  registerEndpoint(app, stripeWebhookEndpoint, {
    handler: async (request) => {
      const signature = request.headers['stripe-signature'];
      const raw = request.body as unknown;
      if (typeof signature !== 'string' || !Buffer.isBuffer(raw))
        throw new AppError('invalid', SIGNATURE_INVALID);
      let event: Stripe.Event;
      try {
        event = billing.stripe.webhooks.constructEvent(
          raw,
          signature,
          billing.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          // Milliseconds: stripe-node divides by 1000.
          billing.clock.now().getTime(),
        );
      } catch {
        throw new AppError('invalid', SIGNATURE_INVALID);
      }
      await handle(event);
      return { received: true };
    },
  });
};
