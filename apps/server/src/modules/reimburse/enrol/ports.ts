import type { TBillingDetails } from '@seller-tools/contract';

// What enrolment hands over to the modules that own the next step (issue 20). Injected, so enrolment knows
// neither the case lifecycle nor Stripe, and tests pass fakes that record the calls.

/**
 * Turns a store's free-audit findings into draft cases (the cases module's createDraftCases). Called once
 * per enrolled store when the plan turns on, and for a store /add-new enrols; must be idempotent (cases
 * are keyed by their findings), since a failed hand-over is retried at the next finish.
 */
export type TDraftCasesPort = (input: { companyId: string; channelId: string }) => Promise<unknown>;

/**
 * Hands the billing details of step 4 to billing, which keeps them with the company's Stripe customer and
 * sets up its payment method. Called each time step 4 is saved.
 */
export type TBillingSetupPort = (input: {
  companyId: string;
  actorUserId: string;
  details: TBillingDetails;
}) => Promise<unknown>;

/** Until the cases and billing modules are wired in (app composition), nothing to hand over to. */
export const noDraftCases: TDraftCasesPort = async () => undefined;
export const noBillingSetup: TBillingSetupPort = async () => undefined;
