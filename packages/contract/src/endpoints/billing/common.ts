import { z } from 'zod';

// Commission billing (issue 20): the seller's billing details and card, the monthly commission invoices,
// and the staff's view across sellers. Amounts are integer minor units with their currency code.

export const BILLING_INVOICE_STATES = ['draft', 'open', 'paid', 'failed', 'void'] as const;
export const ZBillingInvoiceState = z.enum(BILLING_INVOICE_STATES);
export type TBillingInvoiceState = z.infer<typeof ZBillingInvoiceState>;

export const BILLING_STATE_LABELS: Record<TBillingInvoiceState, string> = {
  draft: 'Draft',
  open: 'Awaiting payment',
  paid: 'Paid',
  failed: 'Payment failed',
  void: 'Void',
};

/** The badge colour of each state (Mantine colour names). */
export const BILLING_STATE_COLORS: Record<TBillingInvoiceState, string> = {
  draft: 'gray',
  open: 'blue',
  paid: 'green',
  failed: 'red',
  void: 'gray',
};

/** Days after a failed payment at which it is tried again (then it stays failed for the seller to retry). */
export const BILLING_RETRY_DAYS = [3, 5, 7] as const;

/**
 * Stripe's test payment methods the development/test-only card form offers (Stripe Elements cannot load
 * here): the server confirms the SetupIntent with one of them. In production the page mounts Elements.
 */
export const BILLING_TEST_CARDS = [
  { id: 'pm_card_visa', label: 'Visa ending 4242 (payments succeed)' },
  { id: 'pm_card_chargeCustomerFail', label: 'Visa ending 0341 (saved, but payments are declined)' },
  { id: 'pm_card_chargeDeclined', label: 'Visa ending 0002 (declined when saved)' },
  { id: 'pm_card_chargeDeclinedInsufficientFunds', label: 'Visa ending 9995 (insufficient funds)' },
] as const;
export const ZBillingTestCard = z.enum(BILLING_TEST_CARDS.map((card) => card.id) as [string, ...string[]]);

export const BILLING_LIMITS = {
  name: 120,
  email: 254,
  line: 120,
  city: 80,
  state: 80,
  postalCode: 20,
} as const;

export const BILLING_MESSAGES = {
  adminOnly: "Only your company's admin can change billing.",
  nameRequired: 'Enter the name to put on invoices.',
  emailInvalid: 'Please enter valid email',
  addressRequired: 'Enter the street address.',
  cityRequired: 'Enter the city.',
  postalCodeRequired: 'Enter the postal code.',
  countryInvalid: 'Choose the country.',
  detailsFirst: 'Save your billing details before adding a card.',
  cardFirst: 'Add a card before paying.',
  testCardsDisabled: 'Test cards are not available on this server.',
  notFound: 'Invoice not found.',
  notRetryable: 'Only an invoice whose payment failed can be paid again.',
  stripeUnavailable: 'The payment service is unavailable. Please try again later.',
  paymentDeclined: 'The payment was declined.',
  cardSaved: 'Your card is saved.',
  paid: 'The invoice is paid.',
} as const;

/** Where invoices can be addressed: the countries of Amazon's marketplaces (ISO 3166 alpha-2). */
export const BILLING_COUNTRIES: Readonly<Record<string, string>> = {
  AE: 'United Arab Emirates',
  AU: 'Australia',
  BE: 'Belgium',
  BR: 'Brazil',
  CA: 'Canada',
  DE: 'Germany',
  EG: 'Egypt',
  ES: 'Spain',
  FR: 'France',
  GB: 'United Kingdom',
  IE: 'Ireland',
  IN: 'India',
  IT: 'Italy',
  JP: 'Japan',
  MX: 'Mexico',
  NL: 'Netherlands',
  PL: 'Poland',
  SA: 'Saudi Arabia',
  SE: 'Sweden',
  SG: 'Singapore',
  TR: 'Turkey',
  US: 'United States',
  ZA: 'South Africa',
};

const text = (max: number) => z.string().trim().max(max);
const required = (max: number, message: string) => text(max).min(1, message);

/**
 * Who the invoices are made out to: one schema for enrolment's step 4 and Settings → Billing (a commission
 * invoice carries a full postal address; the country is one of Amazon's marketplaces').
 */
export const ZBillingDetails = z.object({
  name: required(BILLING_LIMITS.name, BILLING_MESSAGES.nameRequired),
  email: z.email(BILLING_MESSAGES.emailInvalid).max(BILLING_LIMITS.email),
  address_line1: required(BILLING_LIMITS.line, BILLING_MESSAGES.addressRequired),
  address_line2: text(BILLING_LIMITS.line).default(''),
  city: required(BILLING_LIMITS.city, BILLING_MESSAGES.cityRequired),
  state: text(BILLING_LIMITS.state).default(''),
  postal_code: required(BILLING_LIMITS.postalCode, BILLING_MESSAGES.postalCodeRequired),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((code) => Object.hasOwn(BILLING_COUNTRIES, code), BILLING_MESSAGES.countryInvalid),
});
export type TBillingDetails = z.infer<typeof ZBillingDetails>;
export type TBillingDetailsInput = z.input<typeof ZBillingDetails>;

export const ZBillingCard = z.object({ brand: z.string(), last4: z.string() });

export const ZBillingProfile = z.object({
  details: ZBillingDetails.nullable(),
  stripe_customer_id: z.string().nullable(),
  card: ZBillingCard.nullable(),
  commission_percent: z.number().nullable(),
  /** Whether this server offers the test-card form (development and tests); else Stripe Elements. */
  test_cards: z.boolean(),
});
export type TBillingProfile = z.infer<typeof ZBillingProfile>;

export const ZBillingInvoice = z.object({
  invoice_id: z.uuid(),
  month: z.string(),
  number: z.string(),
  state: ZBillingInvoiceState,
  total_minor: z.number().int(),
  currency: z.string(),
  commission_percent: z.number().int(),
  lines: z.number().int(),
  attempts: z.number().int(),
  next_retry_at: z.string().nullable(),
  last_error: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
});
export type TBillingInvoice = z.infer<typeof ZBillingInvoice>;

export const ZInvoiceParams = z.object({ invoiceId: z.uuid(BILLING_MESSAGES.notFound) });
