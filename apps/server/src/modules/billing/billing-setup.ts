import { BILLING_MESSAGES, type TBillingDetails, type TBillingProfile } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { TDb } from '../../db/client.ts';
import { billingCustomers, users } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { AppError } from '../../lib/outcome.ts';
import { reimbursePlanOf } from '../../lib/reimburse-enrolment.ts';
import { cardErrorOf } from './stripe-client.ts';

// The company's Stripe customer and card (issue 20). This is also the port enrolment's step 4 calls
// (TBillingSetupPort): save the billing details (create or update the Stripe customer, set the users'
// stripeCustomerId, spec §3) and start a SetupIntent for the card.

export type TBillingActor = { userId: string; companyId: string };

export type TBillingSetupPort = {
  /** Creates or updates the company's Stripe customer with these details; sets stripe_customer_id. */
  saveDetails(actor: TBillingActor, details: TBillingDetails): Promise<TBillingProfile>;
  /** A SetupIntent for the customer's card: Stripe Elements confirms it with its client secret. */
  startSetupIntent(actor: TBillingActor): Promise<{ setupIntentId: string; clientSecret: string }>;
  profile(companyId: string): Promise<TBillingProfile>;
};

export type TBillingSetupDeps = { db: TDb; clock: TClock; stripe: Stripe; testCards: boolean };

type TCustomerRow = typeof billingCustomers.$inferSelect;

function detailsOf(row: TCustomerRow): TBillingDetails {
  return {
    name: row.name,
    email: row.email,
    address_line1: row.addressLine1,
    address_line2: row.addressLine2,
    city: row.city,
    state: row.state,
    postal_code: row.postalCode,
    country: row.country,
  };
}

function stripeAddress(details: TBillingDetails): Stripe.AddressParam {
  return {
    line1: details.address_line1,
    line2: details.address_line2,
    city: details.city,
    state: details.state,
    postal_code: details.postal_code,
    country: details.country,
  };
}

/** Stripe unreachable or refusing for a reason that is not the card's: 503 with a readable message. */
export function unavailable(err: unknown): AppError {
  return new AppError('unavailable', BILLING_MESSAGES.stripeUnavailable, {
    data: { reason: err instanceof Error ? err.message : String(err) },
  });
}

export function createBillingSetup(deps: TBillingSetupDeps) {
  const { db, stripe } = deps;

  async function customerRow(companyId: string): Promise<TCustomerRow | null> {
    const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.companyId, companyId));
    return row ?? null;
  }

  async function profile(companyId: string): Promise<TBillingProfile> {
    const row = await customerRow(companyId);
    const plan = await reimbursePlanOf(db, companyId);
    return {
      details: row ? detailsOf(row) : null,
      stripe_customer_id: row?.stripeCustomerId ?? null,
      card: row?.defaultPaymentMethod ? { brand: row.cardBrand ?? 'card', last4: row.cardLast4 ?? '' } : null,
      commission_percent: plan?.commission_percent ?? null,
      test_cards: deps.testCards,
    };
  }

  async function saveDetails(actor: TBillingActor, details: TBillingDetails): Promise<TBillingProfile> {
    const existing = await customerRow(actor.companyId);
    const params = {
      name: details.name,
      email: details.email,
      address: stripeAddress(details),
      metadata: { company_id: actor.companyId },
    };
    let customerId: string;
    try {
      customerId = existing
        ? (await stripe.customers.update(existing.stripeCustomerId, params)).id
        : (await stripe.customers.create(params, { idempotencyKey: `customer-${actor.companyId}` })).id;
    } catch (err) {
      throw unavailable(err);
    }
    const values = {
      stripeCustomerId: customerId,
      name: details.name,
      email: details.email,
      addressLine1: details.address_line1,
      addressLine2: details.address_line2,
      city: details.city,
      state: details.state,
      postalCode: details.postal_code,
      country: details.country,
      updatedAt: deps.clock.now(),
    };
    await db.transaction(async (tx) => {
      await tx
        .insert(billingCustomers)
        .values({ companyId: actor.companyId, ...values })
        .onConflictDoUpdate({ target: billingCustomers.companyId, set: values });
      // The customer is the company's: every user of it reads the same stripeCustomerId (spec §3).
      await tx
        .update(users)
        .set({ stripeCustomerId: customerId })
        .where(eq(users.companyId, actor.companyId));
    });
    return profile(actor.companyId);
  }

  async function requireCustomer(companyId: string): Promise<TCustomerRow> {
    const row = await customerRow(companyId);
    if (!row) throw new AppError('invalid', BILLING_MESSAGES.detailsFirst);
    return row;
  }

  async function startSetupIntent(actor: TBillingActor) {
    const row = await requireCustomer(actor.companyId);
    try {
      const intent = await stripe.setupIntents.create({
        customer: row.stripeCustomerId,
        usage: 'off_session',
        metadata: { company_id: actor.companyId },
      });
      return { setupIntentId: intent.id, clientSecret: intent.client_secret ?? '' };
    } catch (err) {
      throw unavailable(err);
    }
  }

  /**
   * Records a succeeded SetupIntent's card as the company's default (the confirm below, and the
   * setup_intent.succeeded webhook, both land here; running it twice changes nothing).
   */
  async function recordCard(intent: Stripe.SetupIntent): Promise<boolean> {
    if (intent.status !== 'succeeded' || !intent.payment_method || typeof intent.customer !== 'string')
      return false;
    const paymentMethodId =
      typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method.id;
    const [row] = await db
      .select()
      .from(billingCustomers)
      .where(eq(billingCustomers.stripeCustomerId, intent.customer));
    if (!row || row.defaultPaymentMethod === paymentMethodId) return false;
    const method = await stripe.paymentMethods.retrieve(paymentMethodId);
    await stripe.customers.update(intent.customer, {
      invoice_settings: { default_payment_method: paymentMethodId },
    });
    await db
      .update(billingCustomers)
      .set({
        defaultPaymentMethod: paymentMethodId,
        cardBrand: method.card?.brand ?? null,
        cardLast4: method.card?.last4 ?? null,
        updatedAt: deps.clock.now(),
      })
      .where(eq(billingCustomers.companyId, row.companyId));
    return true;
  }

  /**
   * Development and tests only (the route exists when BILLING_TEST_CARDS is on): what Stripe Elements does
   * in the browser with a typed card, done here with one of Stripe's test payment methods.
   */
  async function confirmTestCard(actor: TBillingActor, paymentMethod: string): Promise<TBillingProfile> {
    if (!deps.testCards) throw new AppError('not-found', BILLING_MESSAGES.testCardsDisabled);
    const { setupIntentId } = await startSetupIntent(actor);
    let intent: Stripe.SetupIntent;
    try {
      intent = await stripe.setupIntents.confirm(setupIntentId, { payment_method: paymentMethod });
    } catch (err) {
      const card = cardErrorOf(err);
      if (card) throw new AppError('invalid', card.message);
      throw unavailable(err);
    }
    await recordCard(intent);
    return profile(actor.companyId);
  }

  return { profile, saveDetails, startSetupIntent, recordCard, confirmTestCard, customerRow };
}

export type TBillingSetup = ReturnType<typeof createBillingSetup>;
