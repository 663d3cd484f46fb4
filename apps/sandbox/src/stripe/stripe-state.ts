import { randomBytes } from 'node:crypto';
import type { TClock } from '../clock.ts';
import { cardDeclined, DECLINE_MESSAGES, invalidRequest, missingParam, noSuch } from './stripe-errors.ts';
import { hashParam, listParam, stringParam, type TStripeParams } from './stripe-form.ts';
import { TEST_CARDS } from './test-cards.ts';

// The objects of Stripe's emulation and what the endpoints do to them, in memory (the sandbox restarts
// empty, as a fresh Stripe test account would be). Shapes follow Stripe's API (the fields our server and
// stripe-node read, plus the usual envelope: id with its prefix, `object`, `created`, `livemode`).

type TJson = Record<string, unknown>;
export type TStripeObject = TJson & { id: string; object: string };

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export function stripeId(prefix: string): string {
  const bytes = randomBytes(24);
  return `${prefix}_${[...bytes].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`;
}

const ADDRESS_KEYS = ['city', 'country', 'line1', 'line2', 'postal_code', 'state'] as const;

function addressOf(params: TStripeParams, previous: unknown = null): TJson | null {
  const given = hashParam(params, 'address');
  if (!given) return (previous as TJson | null) ?? null;
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, given[key] ?? null]));
}

function amountParam(params: TStripeParams, key: string): number | undefined {
  const raw = stringParam(params, key);
  if (raw === undefined) return undefined;
  if (!/^-?\d+$/.test(raw)) throw invalidRequest(`Invalid integer: ${raw}`, { param: key });
  return Number(raw);
}

export type TStripeEvent = { type: string; object: TStripeObject };

export function createStripeState(clock: TClock, emit: (event: TStripeEvent) => void) {
  const customers = new Map<string, TStripeObject>();
  const paymentMethods = new Map<string, TStripeObject>();
  const setupIntents = new Map<string, TStripeObject>();
  const invoiceItems = new Map<string, TStripeObject>();
  const invoices = new Map<string, TStripeObject>();
  const paymentIntents = new Map<string, TStripeObject>();
  let invoiceSequence = 0;
  const now = () => Math.floor(clock.now().getTime() / 1000);
  const base = (prefix: string, object: string) => ({
    id: stripeId(prefix),
    object,
    created: now(),
    livemode: false,
  });
  const snapshot = (object: TStripeObject) => structuredClone(publicView(object)) as TStripeObject;

  function get(map: Map<string, TStripeObject>, kind: string, id: string, param = 'id') {
    const found = map.get(id);
    if (!found) throw noSuch(kind, id, param);
    return found;
  }

  // ── Customers ─────────────────────────────────────────────────────────────
  function createCustomer(params: TStripeParams): TStripeObject {
    const customer: TStripeObject = {
      ...base('cus', 'customer'),
      address: addressOf(params),
      balance: 0,
      currency: null,
      default_source: null,
      delinquent: false,
      description: stringParam(params, 'description') ?? null,
      email: stringParam(params, 'email') ?? null,
      invoice_prefix: randomBytes(4).toString('hex').toUpperCase(),
      invoice_settings: {
        custom_fields: null,
        default_payment_method: null,
        footer: null,
        rendering_options: null,
      },
      metadata: hashParam(params, 'metadata') ?? {},
      name: stringParam(params, 'name') ?? null,
      phone: stringParam(params, 'phone') ?? null,
      preferred_locales: [],
      shipping: null,
      tax_exempt: 'none',
      test_clock: null,
    };
    customers.set(customer.id, customer);
    applyCustomerSettings(customer, params);
    emit({ type: 'customer.created', object: snapshot(customer) });
    return customer;
  }

  function applyCustomerSettings(customer: TStripeObject, params: TStripeParams) {
    const settings = params.invoice_settings;
    if (!settings || typeof settings !== 'object' || Array.isArray(settings)) return;
    const pm = (settings as TStripeParams).default_payment_method;
    if (typeof pm !== 'string') return;
    const method = paymentMethods.get(pm);
    if (pm !== '' && method?.customer !== customer.id)
      throw invalidRequest(
        `The customer does not have a payment method with the ID ${pm}. The payment method must be attached to the customer.`,
        {
          code: 'resource_missing',
          param: 'invoice_settings[default_payment_method]',
        },
      );
    (customer.invoice_settings as TJson).default_payment_method = pm === '' ? null : pm;
  }

  function updateCustomer(id: string, params: TStripeParams): TStripeObject {
    const customer = get(customers, 'customer', id);
    for (const key of ['email', 'name', 'phone', 'description'] as const) {
      const value = stringParam(params, key);
      if (value !== undefined) customer[key] = value === '' ? null : value;
    }
    customer.address = addressOf(params, customer.address);
    const metadata = hashParam(params, 'metadata');
    if (metadata) customer.metadata = { ...(customer.metadata as TJson), ...metadata };
    applyCustomerSettings(customer, params);
    emit({ type: 'customer.updated', object: snapshot(customer) });
    return customer;
  }

  // ── Payment methods ───────────────────────────────────────────────────────
  /** A test token (pm_card_visa…) becomes a new payment method; an existing pm_ is itself. */
  function materialize(token: string, customerId: string | null): TStripeObject {
    const existing = paymentMethods.get(token);
    if (existing) return existing;
    const card = TEST_CARDS[token];
    if (!card) throw noSuch('PaymentMethod', token, 'payment_method');
    const method: TStripeObject = {
      ...base('pm', 'payment_method'),
      allow_redisplay: 'unspecified',
      billing_details: {
        address: Object.fromEntries(ADDRESS_KEYS.map((key) => [key, null])),
        email: null,
        name: null,
        phone: null,
      },
      card: {
        brand: card.brand,
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: 'pass' },
        country: 'US',
        exp_month: 12,
        exp_year: new Date(clock.now()).getUTCFullYear() + 3,
        fingerprint: `fp${token.slice(8, 22)}`,
        funding: 'credit',
        last4: card.last4,
      },
      customer: null,
      metadata: {},
      type: 'card',
      // Not part of Stripe's object: which test card it came from (kept out of responses).
      _test_card: token,
    };
    paymentMethods.set(method.id, method);
    if (customerId) attachTo(method, customerId);
    return method;
  }

  function attachTo(method: TStripeObject, customerId: string) {
    get(customers, 'customer', customerId, 'customer');
    const card = TEST_CARDS[String(method._test_card)];
    if (card?.declineOnAttach) throw cardDeclined(card.declineOnAttach, { param: '' });
    method.customer = customerId;
    emit({ type: 'payment_method.attached', object: snapshot(method) });
  }

  function attachPaymentMethod(id: string, params: TStripeParams): TStripeObject {
    const customerId = stringParam(params, 'customer');
    if (!customerId) throw missingParam('customer');
    const method = paymentMethods.get(id) ?? materialize(id, null);
    if (method.customer && method.customer !== customerId)
      throw invalidRequest('The payment method you provided has already been attached to a customer.');
    if (!method.customer) attachTo(method, customerId);
    return method;
  }

  function detachPaymentMethod(id: string): TStripeObject {
    const method = get(paymentMethods, 'PaymentMethod', id);
    if (!method.customer)
      throw invalidRequest(
        'The payment method you provided is not attached to a customer so detachment is impossible.',
      );
    const customer = customers.get(String(method.customer));
    if (customer && (customer.invoice_settings as TJson).default_payment_method === id)
      (customer.invoice_settings as TJson).default_payment_method = null;
    method.customer = null;
    return method;
  }

  function listPaymentMethods(customerId: string | undefined): TStripeObject[] {
    if (!customerId) throw missingParam('customer');
    get(customers, 'customer', customerId, 'customer');
    return [...paymentMethods.values()].filter((m) => m.customer === customerId).reverse();
  }

  // ── Setup intents ─────────────────────────────────────────────────────────
  function createSetupIntent(params: TStripeParams): TStripeObject {
    const customer = stringParam(params, 'customer') ?? null;
    if (customer) get(customers, 'customer', customer, 'customer');
    const types = listParam(params, 'payment_method_types');
    const intent: TStripeObject = {
      ...base('seti', 'setup_intent'),
      application: null,
      cancellation_reason: null,
      client_secret: '',
      customer,
      description: stringParam(params, 'description') ?? null,
      last_setup_error: null,
      latest_attempt: null,
      metadata: hashParam(params, 'metadata') ?? {},
      next_action: null,
      payment_method: null,
      payment_method_types: types.length > 0 ? types : ['card'],
      status: 'requires_payment_method',
      usage: stringParam(params, 'usage') ?? 'off_session',
    };
    intent.client_secret = `${intent.id}_secret_${stripeId('x').slice(2)}`;
    setupIntents.set(intent.id, intent);
    const pm = stringParam(params, 'payment_method');
    if (pm) {
      intent.payment_method = pm;
      intent.status = 'requires_confirmation';
    }
    if (stringParam(params, 'confirm') === 'true') return confirmSetupIntent(intent.id, {});
    return intent;
  }

  function confirmSetupIntent(id: string, params: TStripeParams): TStripeObject {
    const intent = get(setupIntents, 'setup_intent', id, 'intent');
    if (intent.status === 'succeeded' || intent.status === 'canceled')
      throw invalidRequest(
        `You cannot confirm this SetupIntent because it has a status of ${intent.status}.`,
        {
          code: 'setup_intent_unexpected_state',
        },
      );
    const token = stringParam(params, 'payment_method') ?? (intent.payment_method as string | null);
    if (!token)
      throw invalidRequest("You cannot confirm this SetupIntent because it's missing a payment method.", {
        code: 'setup_intent_unexpected_state',
      });
    const card = TEST_CARDS[token] ?? TEST_CARDS[String(paymentMethods.get(token)?._test_card)];
    const method = card?.declineOnAttach ? null : materialize(token, null);
    if (card?.declineOnAttach) {
      const decline = card.declineOnAttach;
      intent.status = 'requires_payment_method';
      intent.payment_method = null;
      intent.last_setup_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: decline,
        message: DECLINE_MESSAGES[decline] ?? 'Your card was declined.',
      };
      emit({ type: 'setup_intent.setup_failed', object: snapshot(intent) });
      throw cardDeclined(decline, { setup_intent: publicView(intent) });
    }
    if (!method) throw noSuch('PaymentMethod', token, 'payment_method');
    if (intent.customer && !method.customer) attachTo(method, String(intent.customer));
    intent.payment_method = method.id;
    intent.status = 'succeeded';
    intent.last_setup_error = null;
    emit({ type: 'setup_intent.succeeded', object: snapshot(intent) });
    return intent;
  }

  // ── Invoice items and invoices ────────────────────────────────────────────
  function createInvoiceItem(params: TStripeParams): TStripeObject {
    const customer = stringParam(params, 'customer');
    if (!customer) throw missingParam('customer');
    get(customers, 'customer', customer, 'customer');
    const amount = amountParam(params, 'amount');
    if (amount === undefined) throw missingParam('amount');
    const currency = stringParam(params, 'currency')?.toLowerCase();
    if (!currency) throw missingParam('currency');
    const invoiceId = stringParam(params, 'invoice') ?? null;
    const invoice = invoiceId ? get(invoices, 'invoice', invoiceId, 'invoice') : null;
    if (invoice && invoice.status !== 'draft')
      throw invalidRequest(
        `You can only add invoice items to draft invoices. Invoice ${invoice.id} is ${invoice.status}.`,
        {
          code: 'invoice_not_editable',
          param: 'invoice',
        },
      );
    if (invoice && invoice.customer !== customer)
      throw invalidRequest('The invoice and the invoice item must belong to the same customer.', {
        param: 'invoice',
      });
    const at = now();
    const item: TStripeObject = {
      ...base('ii', 'invoiceitem'),
      amount,
      currency,
      customer,
      date: at,
      description: stringParam(params, 'description') ?? null,
      discountable: true,
      invoice: invoiceId,
      metadata: hashParam(params, 'metadata') ?? {},
      period: { end: at, start: at },
      proration: false,
      quantity: 1,
    };
    invoiceItems.set(item.id, item);
    if (invoice) addLine(invoice, item);
    return item;
  }

  function addLine(invoice: TStripeObject, item: TStripeObject) {
    if (invoice.currency && invoice.currency !== item.currency)
      throw invalidRequest('The currency of the invoice item must match the currency of the invoice.', {
        param: 'currency',
      });
    invoice.currency = item.currency;
    const lines = invoice.lines as { data: TJson[] };
    lines.data.push({
      id: stripeId('il'),
      object: 'line_item',
      amount: item.amount,
      currency: item.currency,
      description: item.description,
      discountable: true,
      invoice: invoice.id,
      livemode: false,
      metadata: item.metadata,
      parent: {
        type: 'invoice_item_details',
        invoice_item_details: { invoice_item: item.id, proration: false },
        subscription_item_details: null,
      },
      period: item.period,
      quantity: 1,
    });
    recompute(invoice);
  }

  function recompute(invoice: TStripeObject) {
    const total = (invoice.lines as { data: Array<{ amount: number }> }).data.reduce(
      (s, l) => s + l.amount,
      0,
    );
    invoice.subtotal = total;
    invoice.total = total;
    invoice.amount_due = total;
    invoice.amount_remaining = total - Number(invoice.amount_paid);
  }

  function createInvoice(params: TStripeParams): TStripeObject {
    const customerId = stringParam(params, 'customer');
    if (!customerId) throw missingParam('customer');
    const customer = get(customers, 'customer', customerId, 'customer');
    const collection = stringParam(params, 'collection_method') ?? 'charge_automatically';
    const invoice: TStripeObject = {
      ...base('in', 'invoice'),
      account_country: 'US',
      amount_due: 0,
      amount_paid: 0,
      amount_remaining: 0,
      attempt_count: 0,
      attempted: false,
      auto_advance: stringParam(params, 'auto_advance') === 'true',
      billing_reason: 'manual',
      collection_method: collection,
      currency: stringParam(params, 'currency')?.toLowerCase() ?? null,
      customer: customerId,
      customer_email: customer.email,
      customer_name: customer.name,
      default_payment_method: stringParam(params, 'default_payment_method') ?? null,
      description: stringParam(params, 'description') ?? null,
      due_date: null,
      effective_at: null,
      hosted_invoice_url: null,
      invoice_pdf: null,
      last_finalization_error: null,
      lines: { object: 'list', data: [], has_more: false, url: '' },
      metadata: hashParam(params, 'metadata') ?? {},
      next_payment_attempt: null,
      number: null,
      period_end: now(),
      period_start: now(),
      status: 'draft',
      status_transitions: {
        finalized_at: null,
        marked_uncollectible_at: null,
        paid_at: null,
        voided_at: null,
      },
      subtotal: 0,
      total: 0,
    };
    (invoice.lines as TJson).url = `/v1/invoices/${invoice.id}/lines`;
    invoices.set(invoice.id, invoice);
    if (stringParam(params, 'pending_invoice_items_behavior') === 'include') {
      for (const item of invoiceItems.values())
        if (item.customer === customerId && item.invoice === null) {
          item.invoice = invoice.id;
          addLine(invoice, item);
        }
    }
    emit({ type: 'invoice.created', object: snapshot(invoice) });
    return invoice;
  }

  function finalize(invoice: TStripeObject) {
    if (invoice.status !== 'draft')
      throw invalidRequest(`This invoice is already finalized, you can't re-finalize a non-draft invoice.`, {
        code: 'invoice_not_editable',
      });
    const customer = get(customers, 'customer', String(invoice.customer));
    invoiceSequence += 1;
    invoice.number = `${customer.invoice_prefix}-${String(invoiceSequence).padStart(4, '0')}`;
    invoice.status = 'open';
    invoice.currency ??= 'usd';
    invoice.effective_at = now();
    (invoice.status_transitions as TJson).finalized_at = now();
    invoice.hosted_invoice_url = `https://invoice.stripe.com/i/sandbox/${invoice.id}`;
    invoice.invoice_pdf = `https://pay.stripe.com/invoice/sandbox/${invoice.id}/pdf`;
    emit({ type: 'invoice.finalized', object: snapshot(invoice) });
    if (Number(invoice.amount_due) === 0) markPaid(invoice);
  }

  function finalizeInvoice(id: string): TStripeObject {
    const invoice = get(invoices, 'invoice', id, 'invoice');
    finalize(invoice);
    return invoice;
  }

  function markPaid(invoice: TStripeObject) {
    invoice.status = 'paid';
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    invoice.next_payment_attempt = null;
    (invoice.status_transitions as TJson).paid_at = now();
    emit({ type: 'invoice.payment_succeeded', object: snapshot(invoice) });
    emit({ type: 'invoice.paid', object: snapshot(invoice) });
  }

  function payInvoice(id: string, params: TStripeParams): TStripeObject {
    const invoice = get(invoices, 'invoice', id, 'invoice');
    if (invoice.status === 'paid') throw invalidRequest('Invoice is already paid');
    if (invoice.status === 'void' || invoice.status === 'uncollectible')
      throw invalidRequest(`This invoice can no longer be paid: it is ${invoice.status}.`, {
        code: 'invoice_not_editable',
      });
    if (invoice.status === 'draft') finalize(invoice);
    if (invoice.status === 'paid') return invoice;
    if (stringParam(params, 'paid_out_of_band') === 'true') {
      markPaid(invoice);
      return invoice;
    }
    const customer = get(customers, 'customer', String(invoice.customer));
    const methodId =
      stringParam(params, 'payment_method') ??
      (invoice.default_payment_method as string | null) ??
      ((customer.invoice_settings as TJson).default_payment_method as string | null);
    if (!methodId)
      throw invalidRequest(
        'This customer has no attached payment source or default payment method. Please consider adding a default payment method.',
        {
          code: 'invoice_no_payment_method_types',
        },
      );
    const method = get(paymentMethods, 'PaymentMethod', methodId, 'payment_method');
    if (method.customer !== customer.id)
      throw invalidRequest(
        `The provided PaymentMethod ${methodId} does not belong to the invoice's customer.`,
        {
          param: 'payment_method',
        },
      );
    const decline = TEST_CARDS[String(method._test_card)]?.declineOnCharge ?? null;
    const intent: TStripeObject = {
      ...base('pi', 'payment_intent'),
      amount: invoice.amount_due,
      amount_received: decline ? 0 : invoice.amount_due,
      currency: invoice.currency,
      customer: customer.id,
      description: `Payment for Invoice ${invoice.number}`,
      last_payment_error: decline
        ? {
            type: 'card_error',
            code: 'card_declined',
            decline_code: decline,
            message: DECLINE_MESSAGES[decline] ?? 'Your card was declined.',
            payment_method: publicView(method),
          }
        : null,
      metadata: {},
      payment_method: decline ? null : method.id,
      payment_method_types: ['card'],
      status: decline ? 'requires_payment_method' : 'succeeded',
    };
    paymentIntents.set(intent.id, intent);
    invoice.attempt_count = Number(invoice.attempt_count) + 1;
    invoice.attempted = true;
    if (decline) {
      emit({ type: 'invoice.payment_failed', object: snapshot(invoice) });
      throw cardDeclined(decline, { payment_intent: publicView(intent) });
    }
    markPaid(invoice);
    return invoice;
  }

  function voidInvoice(id: string): TStripeObject {
    const invoice = get(invoices, 'invoice', id, 'invoice');
    if (invoice.status !== 'open')
      throw invalidRequest(`You can only void an open invoice; this one is ${invoice.status}.`, {
        code: 'invoice_not_editable',
      });
    invoice.status = 'void';
    (invoice.status_transitions as TJson).voided_at = now();
    emit({ type: 'invoice.voided', object: snapshot(invoice) });
    return invoice;
  }

  function listInvoices(params: TStripeParams): TStripeObject[] {
    const customer = stringParam(params, 'customer');
    const status = stringParam(params, 'status');
    return [...invoices.values()]
      .filter((i) => (!customer || i.customer === customer) && (!status || i.status === status))
      .reverse();
  }

  return {
    createCustomer,
    retrieveCustomer: (id: string) => get(customers, 'customer', id),
    updateCustomer,
    attachPaymentMethod,
    detachPaymentMethod,
    retrievePaymentMethod: (id: string) => get(paymentMethods, 'PaymentMethod', id),
    listPaymentMethods,
    createSetupIntent,
    retrieveSetupIntent: (id: string) => get(setupIntents, 'setup_intent', id, 'intent'),
    confirmSetupIntent,
    createInvoiceItem,
    retrieveInvoiceItem: (id: string) => get(invoiceItems, 'invoiceitem', id),
    createInvoice,
    retrieveInvoice: (id: string) => get(invoices, 'invoice', id, 'invoice'),
    finalizeInvoice,
    payInvoice,
    voidInvoice,
    listInvoices,
    retrievePaymentIntent: (id: string) => get(paymentIntents, 'payment_intent', id, 'intent'),
  };
}

export type TStripeState = ReturnType<typeof createStripeState>;

/** An object as Stripe shows it: without the sandbox's private `_` fields. */
export function publicView(object: TJson): TJson {
  return Object.fromEntries(Object.entries(object).filter(([key]) => !key.startsWith('_')));
}
