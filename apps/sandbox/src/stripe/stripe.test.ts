import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../app.ts';
import { loadSandboxConfig } from '../config.ts';
import { nestStripeParams } from './stripe-form.ts';

// Contract of the Stripe emulation: Stripe's shapes, auth, declines, idempotency and signed webhooks.

const KEY = 'sk_test_seller_tools_dev';

describe('Stripe emulation', async () => {
  const app = await buildSandboxApp({ logger: pino({ level: 'silent' }), config: loadSandboxConfig({}) });
  afterAll(() => app.close());

  async function stripe(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    form: Record<string, string> = {},
    headers: Record<string, string> = {},
  ) {
    const body = new URLSearchParams(form).toString();
    const res = await app.inject({
      method,
      url: method === 'POST' ? url : `${url}${body ? `?${body}` : ''}`,
      headers: {
        authorization: `Bearer ${KEY}`,
        ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...headers,
      },
      ...(method === 'POST' ? { payload: body } : {}),
    });
    return { status: res.statusCode, body: res.json(), headers: res.headers };
  }

  async function customerWithCard(card: string) {
    const customer = (await stripe('POST', '/v1/customers', { email: 'ada@example.com', name: 'Ada' })).body;
    const seti = (await stripe('POST', '/v1/setup_intents', { customer: customer.id, usage: 'off_session' }))
      .body;
    const confirmed = await stripe('POST', `/v1/setup_intents/${seti.id}/confirm`, { payment_method: card });
    return { customer, seti, confirmed };
  }

  it('nests bracketed form keys as Stripe reads them', () => {
    expect(
      nestStripeParams({
        'metadata[company]': 'c1',
        'expand[0]': 'a',
        'expand[1]': 'b',
        'address[line1]': 'x',
      }),
    ).toEqual({ metadata: { company: 'c1' }, expand: ['a', 'b'], address: { line1: 'x' } });
  });

  it('refuses a request without the secret key, or with another one', async () => {
    const none = await stripe('GET', '/v1/customers/cus_x', {}, { authorization: '' });
    expect(none.status).toBe(401);
    expect(none.body.error.type).toBe('invalid_request_error');
    const wrong = await stripe(
      'GET',
      '/v1/customers/cus_x',
      {},
      { authorization: 'Bearer sk_test_wrongwrongwrong' },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toMatchObject({ code: 'api_key_invalid' });
  });

  it('creates, retrieves and updates a customer in Stripe’s shape; a missing one is resource_missing', async () => {
    const created = await stripe('POST', '/v1/customers', {
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      'address[line1]': '1 Harbor St',
      'address[country]': 'US',
      'metadata[company_id]': 'c-1',
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      livemode: false,
      metadata: { company_id: 'c-1' },
      address: { line1: '1 Harbor St', country: 'US', city: null },
      invoice_settings: { default_payment_method: null },
    });
    expect(created.body.id).toMatch(/^cus_\w{24}$/);
    expect(created.headers['request-id']).toMatch(/^req_/);
    const updated = await stripe('POST', `/v1/customers/${created.body.id}`, { name: 'Ada King' });
    expect(updated.body).toMatchObject({ id: created.body.id, name: 'Ada King', email: 'ada@example.com' });
    const missing = await stripe('GET', '/v1/customers/cus_nothere');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: "No such customer: 'cus_nothere'",
    });
  });

  it('confirms a setup intent with pm_card_visa: a new pm_ attached to the customer', async () => {
    const { customer, seti, confirmed } = await customerWithCard('pm_card_visa');
    expect(seti).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      usage: 'off_session',
    });
    expect(seti.client_secret).toMatch(new RegExp(`^${seti.id}_secret_`));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'succeeded', customer: customer.id });
    expect(confirmed.body.payment_method).toMatch(/^pm_\w{24}$/);
    const methods = await stripe('GET', '/v1/payment_methods', { customer: customer.id, type: 'card' });
    expect(methods.body).toMatchObject({ object: 'list', has_more: false });
    expect(methods.body.data).toHaveLength(1);
    expect(methods.body.data[0]).toMatchObject({
      object: 'payment_method',
      type: 'card',
      customer: customer.id,
      card: { brand: 'visa', last4: '4242' },
    });
    expect(methods.body.data[0]._test_card).toBeUndefined();
  });

  it('declines pm_card_chargeDeclined and pm_card_chargeDeclinedInsufficientFunds at setup with their decline codes', async () => {
    const generic = await customerWithCard('pm_card_chargeDeclined');
    expect(generic.confirmed.status).toBe(402);
    expect(generic.confirmed.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
    });
    expect(generic.confirmed.body.error.setup_intent).toMatchObject({
      status: 'requires_payment_method',
      last_setup_error: { decline_code: 'generic_decline' },
    });
    const funds = await customerWithCard('pm_card_chargeDeclinedInsufficientFunds');
    expect(funds.confirmed.body.error).toMatchObject({
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
    const methods = await stripe('GET', '/v1/payment_methods', { customer: funds.customer.id });
    expect(methods.body.data).toEqual([]);
  });

  async function invoiceFor(customer: string, amounts: number[]) {
    const invoice = (
      await stripe('POST', '/v1/invoices', {
        customer,
        collection_method: 'charge_automatically',
        auto_advance: 'false',
        'metadata[month]': '2026-10',
      })
    ).body;
    for (const amount of amounts)
      await stripe('POST', '/v1/invoiceitems', {
        customer,
        invoice: invoice.id,
        amount: String(amount),
        currency: 'USD',
        description: `line ${amount}`,
      });
    return invoice;
  }

  it('invoices items, finalizes with a number and pays with the default payment method', async () => {
    const { customer, confirmed } = await customerWithCard('pm_card_visa');
    await stripe('POST', `/v1/customers/${customer.id}`, {
      'invoice_settings[default_payment_method]': confirmed.body.payment_method,
    });
    const invoice = await invoiceFor(customer.id, [1250, 750]);
    expect(invoice).toMatchObject({ object: 'invoice', status: 'draft', number: null });
    expect(invoice.id).toMatch(/^in_/);
    const draft = (await stripe('GET', `/v1/invoices/${invoice.id}`)).body;
    expect(draft).toMatchObject({
      total: 2000,
      amount_due: 2000,
      currency: 'usd',
      lines: { object: 'list' },
    });
    expect(draft.lines.data.map((l: { amount: number }) => l.amount)).toEqual([1250, 750]);
    expect(draft.lines.data[0].parent.invoice_item_details.invoice_item).toMatch(/^ii_/);
    const finalized = (await stripe('POST', `/v1/invoices/${invoice.id}/finalize`)).body;
    expect(finalized.status).toBe('open');
    expect(finalized.number).toMatch(new RegExp(`^${customer.invoice_prefix}-\\d{4}$`));
    const paid = await stripe('POST', `/v1/invoices/${invoice.id}/pay`, { off_session: 'true' });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'paid',
      amount_paid: 2000,
      amount_remaining: 0,
      attempt_count: 1,
      attempted: true,
    });
    expect(paid.body.status_transitions.paid_at).toEqual(expect.any(Number));
    const again = await stripe('POST', `/v1/invoices/${invoice.id}/pay`);
    expect(again.status).toBe(400);
  });

  it('a card that attaches but declines charges fails the payment with 402 and keeps the invoice open', async () => {
    const { customer, confirmed } = await customerWithCard('pm_card_chargeCustomerFail');
    expect(confirmed.status).toBe(200);
    const invoice = await invoiceFor(customer.id, [900]);
    await stripe('POST', `/v1/invoices/${invoice.id}/finalize`);
    const failed = await stripe('POST', `/v1/invoices/${invoice.id}/pay`, {
      payment_method: confirmed.body.payment_method,
    });
    expect(failed.status).toBe(402);
    expect(failed.body.error).toMatchObject({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'generic_decline',
      payment_intent: { object: 'payment_intent', status: 'requires_payment_method' },
    });
    const after = (await stripe('GET', `/v1/invoices/${invoice.id}`)).body;
    expect(after).toMatchObject({ status: 'open', attempt_count: 1, amount_paid: 0 });
    const noMethod = await stripe('POST', `/v1/invoices/${invoice.id}/pay`);
    expect(noMethod.status).toBe(400);
  });

  it('honours idempotency keys: the same request replays, different parameters are refused', async () => {
    const first = await stripe(
      'POST',
      '/v1/customers',
      { email: 'once@example.com' },
      { 'idempotency-key': 'key-1' },
    );
    const replay = await stripe(
      'POST',
      '/v1/customers',
      { email: 'once@example.com' },
      { 'idempotency-key': 'key-1' },
    );
    expect(replay.body.id).toBe(first.body.id);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const other = await stripe(
      'POST',
      '/v1/customers',
      { email: 'twice@example.com' },
      { 'idempotency-key': 'key-1' },
    );
    expect(other.status).toBe(400);
    expect(other.body.error.type).toBe('idempotency_error');
  });

  it('answers an unknown /v1 URL with Stripe’s error', async () => {
    const res = await stripe('GET', '/v1/nothing');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toMatch(/^Unrecognized request URL \(GET: \/v1\/nothing\)/);
  });

  it('POSTs signed events to a webhook endpoint: t=…,v1=HMAC-SHA256(secret, t.payload)', async () => {
    const received: Array<{ signature: string; payload: string }> = [];
    const receiver = createServer((req, res) => {
      let payload = '';
      req.on('data', (chunk) => {
        payload += chunk;
      });
      req.on('end', () => {
        received.push({ signature: String(req.headers['stripe-signature']), payload });
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
      const endpoint = await stripe('POST', '/v1/webhook_endpoints', {
        url,
        'enabled_events[0]': 'invoice.paid',
        'enabled_events[1]': 'setup_intent.succeeded',
      });
      expect(endpoint.body).toMatchObject({
        object: 'webhook_endpoint',
        url,
        secret: 'whsec_seller_tools_dev',
      });
      const { customer, confirmed } = await customerWithCard('pm_card_visa');
      await stripe('POST', `/v1/customers/${customer.id}`, {
        'invoice_settings[default_payment_method]': confirmed.body.payment_method,
      });
      const invoice = await invoiceFor(customer.id, [500]);
      await stripe('POST', `/v1/invoices/${invoice.id}/pay`);
      await app.inject({ method: 'GET', url: '/sandbox/stripe/deliveries' });
      const types = received.map((r) => JSON.parse(r.payload).type);
      expect(types).toEqual(['setup_intent.succeeded', 'invoice.paid']);
      for (const { signature, payload } of received) {
        const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(signature) ?? [];
        expect(v1).toBe(
          createHmac('sha256', 'whsec_seller_tools_dev').update(`${t}.${payload}`).digest('hex'),
        );
      }
      const paid = JSON.parse(received[1]?.payload ?? '{}');
      expect(paid).toMatchObject({
        object: 'event',
        type: 'invoice.paid',
        data: { object: { id: invoice.id, status: 'paid' } },
      });
      await stripe('DELETE', `/v1/webhook_endpoints/${endpoint.body.id}`);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
