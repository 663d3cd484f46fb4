import { createHmac } from 'node:crypto';
import type { TClock } from '../clock.ts';
import { stripeId, type TStripeEvent, type TStripeObject } from './stripe-state.ts';

// Stripe's events and their delivery: each event is stored (GET /v1/events) and POSTed as JSON to every
// webhook endpoint that listens to its type, signed the way Stripe signs: the header
// `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<payload>")>`.

/** The API version the events are rendered in: stripe-node's pinned one (the server's library). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export function stripeSignature(secret: string, payload: string, timestamp: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

export type TWebhookEndpoint = TStripeObject & { url: string; enabled_events: string[]; secret: string };
export type TDelivery = { event: string; type: string; url: string; status: number | null; attempts: number };

const DELIVERY_ATTEMPTS = 3;

export function createStripeEvents(deps: {
  clock: TClock;
  secret: string;
  initialUrl?: string | undefined;
  log: (message: string, detail: Record<string, unknown>) => void;
}) {
  const events: TStripeObject[] = [];
  const endpoints = new Map<string, TWebhookEndpoint>();
  const deliveries: TDelivery[] = [];
  const pending = new Set<Promise<void>>();

  function addEndpoint(url: string, enabledEvents: string[]): TWebhookEndpoint {
    const endpoint: TWebhookEndpoint = {
      id: stripeId('we'),
      object: 'webhook_endpoint',
      api_version: STRIPE_API_VERSION,
      application: null,
      created: Math.floor(deps.clock.now().getTime() / 1000),
      description: null,
      enabled_events: enabledEvents.length > 0 ? enabledEvents : ['*'],
      livemode: false,
      metadata: {},
      // Stripe generates the secret; the sandbox hands out its configured one, so that the server's
      // STRIPE_WEBHOOK_SECRET default verifies the events without further setup.
      secret: deps.secret,
      status: 'enabled',
      url,
    };
    endpoints.set(endpoint.id, endpoint);
    return endpoint;
  }
  if (deps.initialUrl) addEndpoint(deps.initialUrl, ['*']);

  async function deliver(endpoint: TWebhookEndpoint, event: TStripeObject) {
    const payload = JSON.stringify(event, null, 2);
    const record: TDelivery = {
      event: event.id,
      type: String(event.type),
      url: endpoint.url,
      status: null,
      attempts: 0,
    };
    deliveries.push(record);
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
      record.attempts = attempt;
      try {
        const timestamp = Math.floor(deps.clock.now().getTime() / 1000);
        const res = await fetch(endpoint.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
            'stripe-signature': stripeSignature(endpoint.secret, payload, timestamp),
          },
          body: payload,
        });
        record.status = res.status;
        await res.arrayBuffer();
        if (res.ok) return;
      } catch (err) {
        deps.log('stripe webhook delivery failed', { url: endpoint.url, err: String(err) });
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }

  function emit(source: TStripeEvent, request: { id: string; idempotencyKey: string | null }) {
    const event: TStripeObject = {
      id: stripeId('evt'),
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: Math.floor(deps.clock.now().getTime() / 1000),
      data: { object: source.object },
      livemode: false,
      pending_webhooks: 0,
      request: { id: request.id, idempotency_key: request.idempotencyKey },
      type: source.type,
    };
    const targets = [...endpoints.values()].filter(
      (e) => e.enabled_events.includes('*') || e.enabled_events.includes(source.type),
    );
    event.pending_webhooks = targets.length;
    events.unshift(event);
    for (const endpoint of targets) {
      const delivery = deliver(endpoint, event).finally(() => pending.delete(delivery));
      pending.add(delivery);
    }
  }

  return {
    emit,
    addEndpoint,
    endpoints: () => [...endpoints.values()],
    deleteEndpoint: (id: string) => endpoints.delete(id),
    events: () => events,
    deliveries: () => deliveries,
    /** Resolves once every delivery under way has ended (tests, and the control route). */
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type TStripeEvents = ReturnType<typeof createStripeEvents>;
