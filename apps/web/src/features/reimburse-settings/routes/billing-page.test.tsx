import {
  BILLING_MESSAGES,
  REIMBURSE_ROUTES,
  type TBillingInvoice,
  type TBillingProfile,
} from '@seller-tools/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TMockHandler } from '../../../test/mock-api';
import { cleanUpAfterEach, FIRST, renderSettingsPage } from '../testing/page-frame';
import { ReimburseBillingPage } from './billing-page';

cleanUpAfterEach();

const DETAILS = {
  name: 'Harbor Goods LLC',
  email: 'ap@harbor.test',
  address_line1: '1 Harbor St',
  address_line2: '',
  city: 'Portland',
  state: 'OR',
  postal_code: '97201',
  country: 'US',
};

function profile(overrides: Partial<TBillingProfile> = {}): TBillingProfile {
  return {
    details: DETAILS,
    stripe_customer_id: 'cus_123',
    card: { brand: 'visa', last4: '4242' },
    commission_percent: 20,
    test_cards: true,
    ...overrides,
  };
}

function invoice(overrides: Partial<TBillingInvoice> = {}): TBillingInvoice {
  return {
    invoice_id: '7b0c7c2e-54d4-4a86-9f0c-1f0f0c0c0c01',
    month: '2026-10',
    number: 'ST-202610-ABCDEF12-USD',
    state: 'paid',
    total_minor: 2669,
    currency: 'USD',
    commission_percent: 20,
    lines: 2,
    attempts: 1,
    next_retry_at: null,
    last_error: null,
    paid_at: '2026-11-01T06:00:05Z',
    created_at: '2026-11-01T06:00:00Z',
    ...overrides,
  };
}

const setup = (handlers: Record<string, TMockHandler>, admin = true) =>
  renderSettingsPage(<ReimburseBillingPage />, REIMBURSE_ROUTES.settingsBilling, handlers, {
    is_company_admin: admin,
  });

describe('/reimburse/settings/billing', () => {
  it('asks for billing details first, saves them, then saves a test card', async () => {
    const user = userEvent.setup();
    const api = setup({
      'GET /api/billing': () => ({
        error: false,
        data: profile({ details: null, card: null, stripe_customer_id: null }),
      }),
      'GET /api/billing/invoices': () => ({ error: false, data: [] }),
      'PUT /api/billing/details': (body) => ({ error: false, data: profile({ details: body, card: null }) }),
      'POST /api/billing/dev/test-card': () => ({ error: false, data: profile() }),
    });
    expect(await screen.findByText('No invoices yet', undefined, FIRST)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.detailsFirst)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText(BILLING_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/billing/details')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Name on invoices/), DETAILS.name);
    await user.type(screen.getByLabelText(/Billing email/), DETAILS.email);
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    // An invoice carries a full address (one schema with enrolment's step 4).
    expect(await screen.findByText(BILLING_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(BILLING_MESSAGES.countryInvalid)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/billing/details')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Address' }), DETAILS.address_line1);
    await user.type(screen.getByLabelText(/City/), DETAILS.city);
    await user.type(screen.getByLabelText(/Postal code/), DETAILS.postal_code);
    await user.click(screen.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/billing/details')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/billing/details')[0]?.body).toMatchObject({
      name: DETAILS.name,
      email: DETAILS.email,
      address_line1: DETAILS.address_line1,
      city: DETAILS.city,
      postal_code: DETAILS.postal_code,
      country: 'US',
    });

    await user.click(await screen.findByRole('radio', { name: /0341/ }));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/billing/dev/test-card')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/billing/dev/test-card')[0]?.body).toMatchObject({
      payment_method: 'pm_card_chargeCustomerFail',
    });
    expect(await screen.findByText('Visa ending 4242')).toBeInTheDocument();
  });

  it('choosing the saved country again keeps it (the details from enrolment save unchanged)', async () => {
    const user = userEvent.setup();
    const api = setup({
      'GET /api/billing': () => ({ error: false, data: profile() }),
      'GET /api/billing/invoices': () => ({ error: false, data: [] }),
      'PUT /api/billing/details': (body) => ({ error: false, data: profile({ details: body }) }),
    });
    await user.click(await screen.findByRole('combobox', { name: 'Country' }, FIRST));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(api.callsTo('PUT', '/api/billing/details')).toHaveLength(1));
    expect(api.callsTo('PUT', '/api/billing/details')[0]?.body).toMatchObject({ country: 'US' });
  });

  it('shows a refused card as the server words it', async () => {
    const user = userEvent.setup();
    setup({
      'GET /api/billing': () => ({ error: false, data: profile({ card: null }) }),
      'GET /api/billing/invoices': () => ({ error: false, data: [] }),
      'POST /api/billing/dev/test-card': () =>
        new Response(JSON.stringify({ error: true, message: 'Your card was declined.' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
    });
    await user.click(await screen.findByRole('radio', { name: /0002/ }, FIRST));
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card was declined.');
  });

  it('lists invoices with their state; a failed one shows why and pays again', async () => {
    const user = userEvent.setup();
    const failed = invoice({
      invoice_id: '7b0c7c2e-54d4-4a86-9f0c-1f0f0c0c0c02',
      month: '2026-09',
      number: 'ST-202609-ABCDEF12-USD',
      state: 'failed',
      total_minor: 2000,
      attempts: 1,
      last_error: 'Your card was declined.',
      next_retry_at: '2026-10-04T06:00:00Z',
      paid_at: null,
    });
    let paid = false;
    const api = setup({
      'GET /api/billing': () => ({ error: false, data: profile() }),
      'GET /api/billing/invoices': () => ({
        error: false,
        data: [invoice(), paid ? { ...failed, state: 'paid', paid_at: '2026-11-22T10:00:00Z' } : failed],
      }),
      [`POST /api/billing/invoices/${failed.invoice_id}/retry`]: () => {
        paid = true;
        return { error: false, data: { ...failed, state: 'paid', last_error: null } };
      },
    });
    const table = await screen.findByRole('table', { name: 'Invoices' }, FIRST);
    expect(within(table).getByText('$26.69 (20%)')).toBeInTheDocument();
    expect(within(table).getAllByText('Paid')).toHaveLength(1);
    expect(within(table).getByText('Payment failed')).toBeInTheDocument();
    expect(within(table).getByText(/Your card was declined\. Next try 2026-10-04\./)).toBeInTheDocument();
    expect(within(table).getAllByRole('button', { name: /Retry payment/ })).toHaveLength(1);
    await user.click(within(table).getByRole('button', { name: `Retry payment of ${failed.number}` }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/billing/invoices/${failed.invoice_id}/retry`)).toHaveLength(1),
    );
    expect(await screen.findByText(BILLING_MESSAGES.paid)).toBeInTheDocument();
    await waitFor(() => expect(within(table).getAllByText('Paid')).toHaveLength(2));
  });

  it('members see invoices and the card but cannot change them', async () => {
    setup(
      {
        'GET /api/billing': () => ({ error: false, data: profile() }),
        'GET /api/billing/invoices': () => ({
          error: false,
          data: [invoice({ state: 'failed', last_error: 'x' })],
        }),
      },
      false,
    );
    await screen.findByRole('table', { name: 'Invoices' }, FIRST);
    expect(screen.queryByRole('button', { name: /Retry payment/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save card' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save settings' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Download invoice/ })).toBeInTheDocument();
  });
});
