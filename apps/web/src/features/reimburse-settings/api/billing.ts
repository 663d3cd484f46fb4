import {
  billingDetailsEndpoint,
  billingInvoicePdfEndpoint,
  billingInvoiceRetryEndpoint,
  billingInvoicesEndpoint,
  billingProfileEndpoint,
  billingTestCardEndpoint,
} from '@seller-tools/contract';
import { saveFileFrom } from '../../../lib/download';
import { useEndpointQuery } from '../../../lib/endpoint-query';
import { bodySender } from '../../../lib/endpoint-query/body-sender';
import { callData } from '../../../lib/endpoint-query/call-data';
import { call } from '../../../lib/http';
import { reimburseSettingsKeys } from './keys';

/** GET /api/billing: billing details, saved card, plan percent, whether test cards are offered. */
export const useBillingProfile = () =>
  useEndpointQuery(reimburseSettingsKeys.billing, billingProfileEndpoint);

/** GET /api/billing/invoices: the monthly commission invoices, newest first. */
export const useBillingInvoices = () =>
  useEndpointQuery(reimburseSettingsKeys.invoices, billingInvoicesEndpoint);

export const saveBillingDetails = bodySender(billingDetailsEndpoint);

/** Development and tests: the server confirms a SetupIntent with one of Stripe's test cards. */
export const saveTestCard = async (paymentMethod: string) =>
  callData(billingTestCardEndpoint, { body: { payment_method: paymentMethod } });

export const retryInvoice = async (invoiceId: string) =>
  callData(billingInvoiceRetryEndpoint, { params: { invoiceId } });

/** The invoice's PDF as a download. */
export async function downloadInvoicePdf(invoiceId: string, number: string): Promise<void> {
  await saveFileFrom(`${number}.pdf`, (options) =>
    call(billingInvoicePdfEndpoint, { params: { invoiceId } }, options),
  );
}
