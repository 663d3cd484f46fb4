import { describe, expect, it } from 'vitest';
import { fixedClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { billingMonthlyJob, billingRetryJob } from './definitions/billing.job.ts';

// The billing ticks: the monthly one bills the month before the one it runs in; the retry one asks for
// the due retries. (The invoice service itself: modules/billing/billing.test.ts.)

describe('billing jobs', () => {
  const logger = createLogger('silent');

  it('bills the previous month on the 1st, and retries what is due hourly', async () => {
    const months: string[] = [];
    let retries = 0;
    const billing = {
      runMonth: async (month: string) => {
        months.push(month);
        return { created: 0 };
      },
      retryDue: async () => {
        retries += 1;
        return 0;
      },
    };
    const clock = fixedClock(new Date('2027-01-01T06:00:00Z'));
    await billingMonthlyJob.handler({ billing, clock, logger }, {});
    await billingRetryJob.handler({ billing, clock, logger }, {});
    expect(months).toEqual(['2026-12']);
    expect(retries).toBe(1);
    expect(billingMonthlyJob.schedule).toEqual({
      per: 'product',
      cron: '0 6 1 * *',
      singletonKey: 'billing-monthly',
    });
  });

  it('does nothing without billing in the process', async () => {
    await expect(
      billingMonthlyJob.handler({ billing: undefined, clock: fixedClock(new Date()), logger }, {}),
    ).resolves.toBeUndefined();
  });
});
