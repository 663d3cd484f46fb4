import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TClock } from '../clock.ts';
import { invalidRequest, StripeApiError } from './stripe-errors.ts';
import { listParam, nestStripeParams, stringParam, type TStripeParams } from './stripe-form.ts';
import { createStripeState, publicView, stripeId, type TStripeObject } from './stripe-state.ts';
import { createStripeEvents } from './stripe-webhooks.ts';

// Stripe's API as the server uses it (issue 20), on the sandbox's main port under /v1: customers, setup
// intents with the test cards, payment methods, invoice items and invoices, payment intents (read),
// events and webhook endpoints. Requests authenticate with `Authorization: Bearer sk_test_…`, bodies are
// form-encoded, a POST with an `Idempotency-Key` is answered once and replayed after, errors are Stripe's
// `{ error: { type, code, message } }`. The server's `stripe` client reaches it by host, port and protocol.

export type TStripeSandboxConfig = {
  SANDBOX_STRIPE_SECRET_KEY: string;
  SANDBOX_STRIPE_WEBHOOK_SECRET: string;
  SANDBOX_STRIPE_WEBHOOK_URL?: string | undefined;
};

type TCached = { method: string; path: string; fingerprint: string; status: number; body: unknown };

function paramsOf(request: FastifyRequest): TStripeParams {
  const source = request.method === 'GET' || request.method === 'DELETE' ? request.query : request.body;
  if (!source || typeof source !== 'object') return {};
  return nestStripeParams(source as Record<string, string | string[]>);
}

function list(url: string, data: TStripeObject[], params: TStripeParams) {
  const limit = Math.min(Math.max(Number(stringParam(params, 'limit') ?? 10) || 10, 1), 100);
  return { object: 'list', data: data.slice(0, limit).map(publicView), has_more: data.length > limit, url };
}

export function registerStripeRoutes(
  app: FastifyInstance,
  deps: { clock: TClock; config: TStripeSandboxConfig },
) {
  const { config } = deps;
  let current = { id: '', idempotencyKey: null as string | null };
  const events = createStripeEvents({
    clock: deps.clock,
    secret: config.SANDBOX_STRIPE_WEBHOOK_SECRET,
    initialUrl: config.SANDBOX_STRIPE_WEBHOOK_URL,
    log: (message, detail) => app.log.warn(detail, message),
  });
  const state = createStripeState(deps.clock, (event) => events.emit(event, current));
  const idempotent = new Map<string, TCached>();

  function authenticate(request: FastifyRequest): void {
    const header = request.headers.authorization ?? '';
    const key = /^Bearer (.+)$/.exec(header)?.[1]?.trim();
    if (!key)
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        message:
          "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      });
    if (key !== config.SANDBOX_STRIPE_SECRET_KEY)
      throw new StripeApiError(401, {
        type: 'invalid_request_error',
        code: 'api_key_invalid',
        message: `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(key.length - 12, 4))}${key.slice(-4)}`,
      });
  }

  /** Runs one API call: authentication, idempotency, Stripe's error shape, the Request-Id header. */
  function route(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    run: (params: TStripeParams, id: string, request: FastifyRequest) => unknown,
  ) {
    app.route({
      method,
      url: path,
      handler: async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
        const requestId = stripeId('req');
        reply.header('request-id', requestId).header('stripe-version', '2026-10-28.endive');
        const rawKey = request.headers['idempotency-key'];
        const idempotencyKey = typeof rawKey === 'string' && rawKey !== '' ? rawKey : null;
        const params = paramsOf(request);
        try {
          authenticate(request);
          const cacheKey =
            idempotencyKey && method === 'POST'
              ? `${request.headers.authorization}\n${idempotencyKey}`
              : null;
          const fingerprint = createHash('sha256').update(JSON.stringify(params)).digest('hex');
          const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
          if (cached) {
            if (
              cached.method !== method ||
              cached.path !== request.url.split('?')[0] ||
              cached.fingerprint !== fingerprint
            )
              throw new StripeApiError(400, {
                type: 'idempotency_error',
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              });
            return reply.code(cached.status).header('idempotent-replayed', 'true').send(cached.body);
          }
          current = { id: requestId, idempotencyKey };
          let status = 200;
          let body: unknown;
          try {
            const result = run(params, request.params.id ?? '', request);
            body =
              result && typeof result === 'object' && 'object' in result
                ? publicView(result as TStripeObject)
                : result;
          } catch (err) {
            if (!(err instanceof StripeApiError)) throw err;
            status = err.status;
            body = { error: err.body };
          }
          // Stripe keeps the result of a key's first request, errors included (but not a 5xx).
          if (cacheKey)
            idempotent.set(cacheKey, {
              method,
              path: request.url.split('?')[0] ?? '',
              fingerprint,
              status,
              body,
            });
          if (idempotencyKey) reply.header('idempotency-key', idempotencyKey);
          return reply.code(status).send(body);
        } catch (err) {
          if (err instanceof StripeApiError) return reply.code(err.status).send({ error: err.body });
          throw err;
        }
      },
    });
  }

  route('POST', '/v1/customers', (p) => state.createCustomer(p));
  route('GET', '/v1/customers/:id', (_p, id) => state.retrieveCustomer(id));
  route('POST', '/v1/customers/:id', (p, id) => state.updateCustomer(id, p));
  route('GET', '/v1/customers/:id/payment_methods', (p, id) =>
    list(`/v1/customers/${id}/payment_methods`, state.listPaymentMethods(id), p),
  );

  route('GET', '/v1/payment_methods', (p) =>
    list('/v1/payment_methods', state.listPaymentMethods(stringParam(p, 'customer')), p),
  );
  route('GET', '/v1/payment_methods/:id', (_p, id) => state.retrievePaymentMethod(id));
  route('POST', '/v1/payment_methods/:id/attach', (p, id) => state.attachPaymentMethod(id, p));
  route('POST', '/v1/payment_methods/:id/detach', (_p, id) => state.detachPaymentMethod(id));

  route('POST', '/v1/setup_intents', (p) => state.createSetupIntent(p));
  route('GET', '/v1/setup_intents/:id', (_p, id) => state.retrieveSetupIntent(id));
  route('POST', '/v1/setup_intents/:id/confirm', (p, id) => state.confirmSetupIntent(id, p));

  route('POST', '/v1/invoiceitems', (p) => state.createInvoiceItem(p));
  route('GET', '/v1/invoiceitems/:id', (_p, id) => state.retrieveInvoiceItem(id));
  route('POST', '/v1/invoices', (p) => state.createInvoice(p));
  route('GET', '/v1/invoices', (p) => list('/v1/invoices', state.listInvoices(p), p));
  route('GET', '/v1/invoices/:id', (_p, id) => state.retrieveInvoice(id));
  route('POST', '/v1/invoices/:id/finalize', (_p, id) => state.finalizeInvoice(id));
  route('POST', '/v1/invoices/:id/pay', (p, id) => state.payInvoice(id, p));
  route('POST', '/v1/invoices/:id/void', (_p, id) => state.voidInvoice(id));
  route('GET', '/v1/payment_intents/:id', (_p, id) => state.retrievePaymentIntent(id));

  route('GET', '/v1/events', (p) => {
    const type = stringParam(p, 'type');
    return list(
      '/v1/events',
      events.events().filter((e) => !type || e.type === type),
      p,
    );
  });
  route('GET', '/v1/events/:id', (_p, id) => {
    const event = events.events().find((e) => e.id === id);
    if (!event)
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such event: '${id}'`,
      });
    return event;
  });
  route('POST', '/v1/webhook_endpoints', (p) => {
    const url = stringParam(p, 'url');
    if (!url || !URL.canParse(url))
      throw invalidRequest('Invalid URL: the url must be a valid URL.', { param: 'url' });
    return events.addEndpoint(url, listParam(p, 'enabled_events'));
  });
  route('GET', '/v1/webhook_endpoints', (p) => list('/v1/webhook_endpoints', events.endpoints(), p));
  route('DELETE', '/v1/webhook_endpoints/:id', (_p, id) => {
    if (!events.deleteEndpoint(id))
      throw new StripeApiError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'id',
        message: `No such webhook endpoint: '${id}'`,
      });
    return { id, object: 'webhook_endpoint', deleted: true };
  });

  // Not Stripe's: the sandbox's control of its emulation (tests wait for deliveries to end).
  app.get('/sandbox/stripe/deliveries', async () => {
    await events.settled();
    return { deliveries: events.deliveries() };
  });

  // Stripe's answer to an unknown URL under /v1.
  app.all('/v1/*', async (request, reply) =>
    reply.code(404).send({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
      },
    }),
  );
}
