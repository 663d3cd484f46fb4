import {
  BILLING_MESSAGES,
  commissionOf,
  ROLES,
  ZBillingInvoice,
  ZSystemBilling,
} from '@seller-tools/contract';
import { and, eq, like } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  billingInvoiceLines,
  billingInvoices,
  billingStripeEvents,
  companyPlans,
  emailOutbox,
  plans,
  users,
} from '../../db/schema/index.ts';
import { fixedClock } from '../../lib/clock.ts';
import { createLogger } from '../../lib/logger.ts';
import { createMailer } from '../../mail/mailer.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { expectEnvelopeError } from '../../testing/envelope-error.ts';
import { pdfText } from '../../testing/pdf-text.ts';
import { startSandboxProcess, type TSandboxProcess } from '../../testing/sandbox-process.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, TEST_NOW, type TTestApp, testConfig } from '../../testing/test-app.ts';
import type { TBillableCase, TBillableCasesPort } from './billable-cases.ts';
import { createBilling } from './billing.ts';
import { monthRange, previousMonth } from './billing-months.ts';

// Commission billing against the sandbox's Stripe emulation (a real process, reached over HTTP by the
// official `stripe` client), with the billable cases of a fake port.

const DAY = 86_400_000;
const WEBHOOK_SECRET = 'whsec_seller_tools_dev';

describe('commission billing', () => {
  let sandbox: TSandboxProcess;
  let t: TTestApp;
  const cases = new Map<string, TBillableCase[]>();
  const billableCases: TBillableCasesPort = async (companyId, start, end) =>
    (cases.get(companyId) ?? []).filter((c) => c.reimbursedAt >= start && c.reimbursedAt < end);
  let env: Record<string, string>;
  let billing: ReturnType<typeof createBilling>;
  const clock = fixedClock(TEST_NOW);
  const ids = { acme: '', decline: '', rival: '', planless: '' };
  const tokens = { acme: '', member: '', decline: '', rival: '', staff: '', planless: '' };
  const emails: Partial<Record<keyof typeof tokens, string>> = {};
  /** Signs everyone in again (after the clock moved past the sessions' life). */
  async function signInAgain() {
    for (const [key, email] of Object.entries(emails))
      tokens[key as keyof typeof tokens] = await signInToken(t, email, TEST_PASSWORD);
  }
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    injectAs(t.app, token, method, url, body);
  const details = (name: string, email: string) => ({
    name,
    email,
    address_line1: '1 Harbor St',
    city: 'Portland',
    state: 'OR',
    postal_code: '97201',
    country: 'us',
  });
  const oneCase = (id: string, minor: number, at: string, currency = 'USD'): TBillableCase => ({
    caseId: id,
    channelId: '00000000-0000-4000-8000-000000000001',
    kind: 'lost-not-reimbursed',
    amazonCaseId: `AMZ-${id}`,
    reimbursedMinor: minor,
    currency,
    reimbursedAt: new Date(at),
  });

  beforeAll(async () => {
    sandbox = await startSandboxProcess();
    env = { STRIPE_API_BASE: sandbox.url };
    t = await buildTestApp({ env, clock, billableCases });
    const logger = createLogger('silent');
    billing = createBilling({
      db: t.db,
      clock,
      mailer: createMailer({ db: t.db, from: 'test@seller-tools.local', logger }),
      config: testConfig(env),
      billableCases,
    });
    const [plan] = await t.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'reimburse'));
    if (!plan) throw new Error('no reimburse plan seeded');
    const seed = async (key: keyof typeof ids, planned = true) => {
      const user = await insertUser(t.db, { email: `owner@bill-${key}.test`, companyName: `Bill ${key}` });
      ids[key] = user.companyId;
      if (planned) await t.db.insert(companyPlans).values({ companyId: user.companyId, planId: plan.id });
      tokens[key as keyof typeof tokens] = await signInToken(t.app, user.email, user.password);
      emails[key] = user.email;
      return user;
    };
    await seed('acme');
    await seed('decline');
    await seed('rival');
    await seed('planless', false);
    const member = await insertUser(t.db, { email: 'member@bill-acme.test', companyId: ids.acme });
    tokens.member = await signInToken(t.app, member.email, member.password);
    const staff = await insertUser(t.db, { email: 'staff@bill.test', roles: [ROLES.superAdmin] });
    tokens.staff = await signInToken(t, staff.email, staff.password);
    emails.staff = staff.email;
    cases.set(ids.acme, [
      oneCase('c-1', 12_345, '2026-10-03T10:00:00Z'),
      oneCase('c-2', 1_001, '2026-10-31T23:59:59Z'),
      // Another month: not on October's invoice.
      oneCase('c-3', 50_000, '2026-11-01T00:00:00Z'),
    ]);
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await sandbox?.stop();
  });

  it('bills the previous calendar month in UTC', () => {
    expect(previousMonth(new Date('2026-11-01T06:00:00Z'))).toBe('2026-10');
    expect(previousMonth(new Date('2026-01-15T00:00:00Z'))).toBe('2025-12');
    expect(monthRange('2026-12')).toEqual({
      start: new Date('2026-12-01T00:00:00Z'),
      end: new Date('2027-01-01T00:00:00Z'),
    });
  });

  it('needs the reimburse plan, and the company admin to change billing', async () => {
    expect((await call(tokens.planless, 'GET', '/api/billing')).statusCode).toBe(403);
    const member = await call(tokens.member, 'PUT', '/api/billing/details', details('Acme', 'ap@acme.test'));
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ error: true, message: BILLING_MESSAGES.adminOnly });
    const bad = await call(tokens.acme, 'PUT', '/api/billing/details', {
      ...details('', 'nope'),
      country: 'USA',
    });
    expect(bad.statusCode).toBe(400);
    const noCustomer = await call(tokens.acme, 'POST', '/api/billing/dev/test-card', {
      payment_method: 'pm_card_visa',
    });
    expectEnvelopeError(noCustomer, 400, BILLING_MESSAGES.detailsFirst);
  });

  it('saves billing details as a Stripe customer and sets every company user’s stripeCustomerId', async () => {
    const before = await call(tokens.acme, 'GET', '/api/billing');
    expect(before.json().data).toMatchObject({
      details: null,
      card: null,
      commission_percent: 20,
      test_cards: true,
    });
    const saved = await call(
      tokens.acme,
      'PUT',
      '/api/billing/details',
      details('Acme Goods LLC', 'ap@acme.test'),
    );
    expect(saved.statusCode).toBe(200);
    const profile = saved.json().data;
    expect(profile.stripe_customer_id).toMatch(/^cus_/);
    expect(profile.details).toMatchObject({ name: 'Acme Goods LLC', country: 'US' });
    const stripe = billing.stripe;
    const customer = await stripe.customers.retrieve(profile.stripe_customer_id);
    expect(customer).toMatchObject({ email: 'ap@acme.test', metadata: { company_id: ids.acme } });
    const rows = await t.db
      .select({ id: users.stripeCustomerId })
      .from(users)
      .where(eq(users.companyId, ids.acme));
    expect(rows.map((r) => r.id)).toEqual([profile.stripe_customer_id, profile.stripe_customer_id]);
    // Saving again updates the same customer.
    const again = await call(
      tokens.acme,
      'PUT',
      '/api/billing/details',
      details('Acme Goods Inc', 'ap@acme.test'),
    );
    expect(again.json().data.stripe_customer_id).toBe(profile.stripe_customer_id);
    const intent = await call(tokens.acme, 'POST', '/api/billing/setup-intent');
    expect(intent.json().data.client_secret).toMatch(/^seti_\w+_secret_/);
  });

  it('refuses a card Stripe declines at setup and saves the test Visa as the default card', async () => {
    const declined = await call(tokens.acme, 'POST', '/api/billing/dev/test-card', {
      payment_method: 'pm_card_chargeDeclined',
    });
    expectEnvelopeError(declined, 400, 'Your card was declined.');
    expect((await call(tokens.acme, 'GET', '/api/billing')).json().data.card).toBeNull();
    const saved = await call(tokens.acme, 'POST', '/api/billing/dev/test-card', {
      payment_method: 'pm_card_visa',
    });
    expect(saved.json().data.card).toEqual({ brand: 'visa', last4: '4242' });
    const customer = (await billing.stripe.customers.retrieve(
      saved.json().data.stripe_customer_id,
    )) as Stripe.Customer;
    expect(customer.invoice_settings.default_payment_method).toMatch(/^pm_/);
  });

  it('invoices the month’s cases at the plan percent (total = sum of lines) and Stripe charges the card', async () => {
    const { created } = await billing.invoices.runMonth('2026-10');
    expect(created).toBeGreaterThanOrEqual(1);
    const [invoice] = await t.db
      .select()
      .from(billingInvoices)
      .where(eq(billingInvoices.companyId, ids.acme));
    const lines = await t.db
      .select()
      .from(billingInvoiceLines)
      .where(eq(billingInvoiceLines.invoiceId, invoice?.id ?? ''));
    expect(lines.map((l) => [l.caseId, l.reimbursedMinor, l.commissionMinor]).sort()).toEqual([
      ['c-1', 12_345, commissionOf(12_345, 20)],
      ['c-2', 1_001, commissionOf(1_001, 20)],
    ]);
    expect(invoice).toMatchObject({ month: '2026-10', state: 'paid', currency: 'USD', attempts: 1 });
    expect(invoice?.totalMinor).toBe(lines.reduce((sum, l) => sum + l.commissionMinor, 0));
    const remote = await billing.stripe.invoices.retrieve(invoice?.stripeInvoiceId ?? '');
    expect(remote).toMatchObject({ status: 'paid', amount_paid: invoice?.totalMinor, currency: 'usd' });
    expect(remote.lines.data.map((l) => l.amount).sort()).toEqual(lines.map((l) => l.commissionMinor).sort());
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ap@acme.test'));
    expect(mail.map((m) => m.subject)).toEqual([`Invoice ${invoice?.number} paid`]);

    const listed = await call(tokens.acme, 'GET', '/api/billing/invoices');
    const [shown] = listed.json().data.map((i: unknown) => ZBillingInvoice.parse(i));
    expect(shown).toMatchObject({ state: 'paid', total_minor: 2669, lines: 2, month: '2026-10' });
  });

  it('re-running the month changes nothing: one invoice, one Stripe invoice, no second mail', async () => {
    const before = await t.db.select().from(billingInvoices).where(eq(billingInvoices.companyId, ids.acme));
    expect((await billing.invoices.runMonth('2026-10')).created).toBe(0);
    const after = await t.db.select().from(billingInvoices).where(eq(billingInvoices.companyId, ids.acme));
    expect(after).toEqual(before);
    const customer = (await call(tokens.acme, 'GET', '/api/billing')).json().data.stripe_customer_id;
    const remote = await billing.stripe.invoices.list({ customer });
    expect(remote.data).toHaveLength(1);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ap@acme.test'))).toHaveLength(1);
  });

  it('serves the invoice PDF with one line per case and the total; another company gets 404', async () => {
    const [invoice] = (await call(tokens.acme, 'GET', '/api/billing/invoices')).json().data;
    const res = await call(tokens.acme, 'GET', `/api/billing/invoices/${invoice.invoice_id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(invoice.number);
    expect(text).toContain('AMZ-c-1');
    expect(text).toContain('$123.45');
    expect(text).toContain('$24.69');
    expect(text).toContain('AMZ-c-2');
    expect(text).toContain('$10.01');
    expect(text).toContain('$2.00');
    expect(text).toContain('Total due: $26.69 USD');
    expect(text).toContain('Acme Goods Inc');
    expect(text).not.toContain('AMZ-c-3');
    const rival = await call(tokens.rival, 'GET', `/api/billing/invoices/${invoice.invoice_id}/pdf`);
    expect(rival.statusCode).toBe(404);
    expect(
      (await call(tokens.rival, 'POST', `/api/billing/invoices/${invoice.invoice_id}/retry`)).statusCode,
    ).toBe(404);
    expect((await call(tokens.rival, 'GET', '/api/billing/invoices')).json().data).toEqual([]);
  });

  it('a declined charge fails the invoice, mails the seller, retries on schedule and pays once the card is fixed', async () => {
    await call(tokens.decline, 'PUT', '/api/billing/details', details('Decline Co', 'ap@decline.test'));
    const card = await call(tokens.decline, 'POST', '/api/billing/dev/test-card', {
      payment_method: 'pm_card_chargeCustomerFail',
    });
    expect(card.json().data.card).toEqual({ brand: 'visa', last4: '0341' });
    cases.set(ids.decline, [oneCase('d-1', 9_999, '2026-10-12T00:00:00Z')]);
    expect((await billing.invoices.runMonth('2026-10')).created).toBe(1);
    const failed = (await call(tokens.decline, 'GET', '/api/billing/invoices')).json().data[0];
    expect(failed).toMatchObject({
      state: 'failed',
      attempts: 1,
      last_error: 'Your card was declined.',
      total_minor: 2000,
    });
    expect(failed.next_retry_at).toBe(new Date(TEST_NOW.getTime() + 3 * DAY).toISOString());
    const mails = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ap@decline.test'));
    expect(mails.map((m) => m.subject)).toEqual([`Payment failed for invoice ${failed.number}`]);

    // Not due yet: nothing retried. Three days on: the second attempt, the next one 5 days later.
    expect(await billing.invoices.retryDue()).toBe(0);
    clock.advance(3 * DAY);
    expect(await billing.invoices.retryDue()).toBe(1);
    await signInAgain();
    const second = (await call(tokens.decline, 'GET', '/api/billing/invoices')).json().data[0];
    expect(second).toMatchObject({ state: 'failed', attempts: 2 });
    expect(second.next_retry_at).toBe(new Date(clock.now().getTime() + 5 * DAY).toISOString());

    // The seller saves a working card and pays now.
    const paidInvoice = await call(tokens.acme, 'POST', `/api/billing/invoices/${failed.invoice_id}/retry`);
    expect(paidInvoice.statusCode).toBe(404);
    await call(tokens.decline, 'POST', '/api/billing/dev/test-card', { payment_method: 'pm_card_visa' });
    const retried = await call(tokens.decline, 'POST', `/api/billing/invoices/${failed.invoice_id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({
      state: 'paid',
      attempts: 3,
      next_retry_at: null,
      last_error: null,
    });
    const again = await call(tokens.decline, 'POST', `/api/billing/invoices/${failed.invoice_id}/retry`);
    expect(again.statusCode).toBe(409);
  });

  it('a company without a card gets a failed invoice that asks for one', async () => {
    cases.set(ids.rival, [oneCase('r-1', 3_000, '2026-09-10T00:00:00Z', 'GBP')]);
    await billing.invoices.runMonth('2026-09');
    const [invoice] = (await call(tokens.rival, 'GET', '/api/billing/invoices')).json().data;
    expect(invoice).toMatchObject({
      state: 'failed',
      currency: 'GBP',
      total_minor: 600,
      last_error: BILLING_MESSAGES.cardFirst,
    });
  });

  it('verifies Stripe webhook signatures and handles each event once', async () => {
    const [invoice] = await t.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.companyId, ids.acme), like(billingInvoices.number, 'ST-%')));
    const event = {
      id: 'evt_test_once',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: invoice?.stripeInvoiceId,
          object: 'invoice',
          status: 'paid',
          attempt_count: 1,
          status_transitions: {},
        },
      },
    };
    const payload = JSON.stringify(event);
    const post = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/billing/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        payload,
      });
    const timestamp = Math.floor(clock.now().getTime() / 1000);
    const forged = await post(
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other', timestamp }),
    );
    expect(forged.statusCode).toBe(400);
    const stale = await post(
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: timestamp - 3600,
      }),
    );
    expect(stale.statusCode).toBe(400);
    const good = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    expect((await post(good)).json()).toEqual({ received: true });
    expect((await post(good)).json()).toEqual({ received: true });
    const handled = await t.db
      .select()
      .from(billingStripeEvents)
      .where(eq(billingStripeEvents.eventId, 'evt_test_once'));
    expect(handled).toHaveLength(1);
    // The invoice was paid already: no second "paid" mail.
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, 'ap@acme.test'))).toHaveLength(1);
  });

  it('shows staff what was invoiced, paid and overdue across sellers; sellers get 403', async () => {
    expect((await call(tokens.acme, 'GET', '/api/system/billing')).statusCode).toBe(403);
    const res = await call(tokens.staff, 'GET', '/api/system/billing');
    expect(res.statusCode).toBe(200);
    const overview = ZSystemBilling.parse(res.json().data);
    const usd = overview.totals.find((x) => x.currency === 'USD');
    expect(usd).toEqual({
      currency: 'USD',
      invoiced_minor: 2669 + 2000,
      paid_minor: 2669 + 2000,
      overdue_minor: 0,
      invoices: 2,
    });
    const gbp = overview.totals.find((x) => x.currency === 'GBP');
    expect(gbp).toMatchObject({ invoiced_minor: 600, paid_minor: 0, overdue_minor: 600 });
    expect(overview.invoices.map((i) => i.company_name).sort()).toEqual([
      'Bill acme',
      'Bill decline',
      'Bill rival',
    ]);
    const october = ZSystemBilling.parse(
      (await call(tokens.staff, 'GET', '/api/system/billing?month=2026-10')).json().data,
    );
    expect(october.invoices).toHaveLength(2);
  });

  it('offers no test-card route when BILLING_TEST_CARDS is off (production mounts Stripe Elements)', async () => {
    const off = await buildTestApp({ env: { ...env, BILLING_TEST_CARDS: 'false' }, billableCases });
    try {
      const user = await insertUser(off.db, { email: 'owner@bill-off.test' });
      const [plan] = await off.db.select({ id: plans.id }).from(plans).where(eq(plans.name, 'reimburse'));
      await off.db.insert(companyPlans).values({ companyId: user.companyId, planId: plan?.id ?? '' });
      const token = await signInToken(off.app, user.email, user.password);
      const res = await injectAs(off.app, token, 'POST', '/api/billing/dev/test-card', {
        payment_method: 'pm_card_visa',
      });
      expect(res.statusCode).toBe(404);
      const profile = await injectAs(off.app, token, 'GET', '/api/billing');
      expect(profile.json().data.test_cards).toBe(false);
    } finally {
      await off.close();
    }
  });

  it('a payment of an invoiced month that arrives late is billed on the next invoice, once', async () => {
    // Amazon approved more on c-1 on 30 October, but the report carrying it came after October's invoice.
    const acme = cases.get(ids.acme) ?? [];
    cases.set(ids.acme, [...acme, oneCase('c-1', 500, '2026-10-30T00:00:00Z')]);
    expect((await billing.invoices.runMonth('2026-10')).created).toBe(0);
    await billing.invoices.runMonth('2026-11');
    const november = await t.db
      .select()
      .from(billingInvoices)
      .where(and(eq(billingInvoices.companyId, ids.acme), eq(billingInvoices.month, '2026-11')));
    expect(november).toHaveLength(1);
    const lines = await t.db
      .select()
      .from(billingInvoiceLines)
      .where(eq(billingInvoiceLines.invoiceId, november[0]?.id ?? ''));
    // c-2 was billed in full in October; c-1 only for what October's invoice did not carry.
    expect(lines.map((l) => [l.caseId, l.reimbursedMinor]).sort()).toEqual([
      ['c-1', 500],
      ['c-3', 50_000],
    ]);
    expect(november[0]?.totalMinor).toBe(commissionOf(500, 20) + commissionOf(50_000, 20));
    // A later month finds nothing left to bill.
    expect((await billing.invoices.runMonth('2026-12')).created).toBe(0);
  });
});
