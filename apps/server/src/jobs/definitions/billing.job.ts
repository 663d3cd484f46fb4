import type { TClock } from '../../lib/clock.ts';
import type { TLogger } from '../../lib/logger.ts';
import { previousMonth } from '../../modules/billing/billing-months.ts';
import { defineTick, type TBillingJobs } from './define-job.ts';

type TBillingJobDeps = { billing?: TBillingJobs | undefined; clock: TClock; logger: TLogger };

/**
 * On the 1st of each month (06:00 UTC): the previous month's commission invoice of every company on the
 * reimburse plan, built from its billable cases and charged through Stripe. Idempotent: one invoice per
 * company, month and currency, so a re-run (or a second worker) changes nothing.
 */
export const billingMonthlyJob = defineTick({
  name: 'billing-monthly',
  cron: '0 6 1 * *',
  handler: async (deps: TBillingJobDeps) => {
    if (!deps.billing) return deps.logger.warn('billing-monthly: billing is not configured in this process');
    const month = previousMonth(deps.clock.now());
    const { created } = await deps.billing.runMonth(month);
    deps.logger.info({ month, created }, 'commission invoices built');
  },
});

/** Hourly: failed payments whose retry is due (3, 5 and 7 days after each failure) are tried again. */
export const billingRetryJob = defineTick({
  name: 'billing-retry',
  cron: '20 * * * *',
  handler: async (deps: TBillingJobDeps) => {
    if (!deps.billing) return;
    const retried = await deps.billing.retryDue();
    if (retried > 0) deps.logger.info({ retried }, 'invoice payments retried');
  },
});
