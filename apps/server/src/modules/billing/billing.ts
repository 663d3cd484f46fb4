import type { TConfig } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import type { TMailer } from '../../mail/mailer.ts';
import { noBillableCases, type TBillableCasesPort } from './billable-cases.ts';
import { createBillingSetup } from './billing-setup.ts';
import { createInvoiceService } from './invoices.service.ts';
import { createStripeClient } from './stripe-client.ts';

// Billing's services over one Stripe client, as the routes, the webhook and the jobs use them.

export type TBillingConfig = Pick<
  TConfig,
  'STRIPE_API_BASE' | 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'BILLING_TEST_CARDS' | 'PUBLIC_URL'
>;

export function createBilling(deps: {
  db: TDb;
  clock: TClock;
  mailer: TMailer;
  config: TBillingConfig;
  logger?: TLogger | undefined;
  /** The month's billable cases; tests pass fakes. */
  billableCases?: TBillableCasesPort | undefined;
}) {
  const stripe = createStripeClient(deps.config);
  const testCards = deps.config.BILLING_TEST_CARDS;
  const setup = createBillingSetup({ db: deps.db, clock: deps.clock, stripe, testCards });
  const invoices = createInvoiceService({
    db: deps.db,
    clock: deps.clock,
    stripe,
    mailer: deps.mailer,
    logger: deps.logger,
    publicUrl: deps.config.PUBLIC_URL,
    // lead: wire b20cases here (the case lifecycle's billable-cases query).
    billableCases: deps.billableCases ?? noBillableCases,
  });
  return {
    db: deps.db,
    clock: deps.clock,
    stripe,
    testCards,
    webhookSecret: deps.config.STRIPE_WEBHOOK_SECRET,
    setup,
    invoices,
  };
}

export type TBilling = ReturnType<typeof createBilling>;
