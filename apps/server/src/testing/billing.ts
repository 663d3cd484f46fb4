import { connectDatabase } from '../db/client.ts';
import { fixedClock, systemClock } from '../lib/clock.ts';
import { createLogger } from '../lib/logger.ts';
import { createMailer } from '../mail/mailer.ts';
import type { TBillableCase } from '../modules/billing/billable-cases.ts';
import { createBilling } from '../modules/billing/billing.ts';
import { billableCasesOf } from '../modules/reimburse-cases/index.ts';
import { testConfig } from './test-config.ts';

export type { TBillableCase } from '../modules/billing/billable-cases.ts';

/**
 * The monthly billing run against a running product's database and Stripe (the sandbox). The billable
 * cases come from the product's case lifecycle (billableCasesOf, as main.ts wires it), or, for specs of
 * billing alone, as given per company. Returns how many invoices it made.
 */
export async function runBillingMonth(input: {
  databaseUrl: string;
  stripeApiBase: string;
  month: string;
  cases?: Record<string, TBillableCase[]>;
  now?: Date;
}): Promise<number> {
  const database = connectDatabase(input.databaseUrl, { max: 2 });
  try {
    const logger = createLogger('silent');
    const billing = createBilling({
      db: database.db,
      clock: input.now ? fixedClock(input.now) : systemClock,
      mailer: createMailer({ db: database.db, from: 'test@seller-tools.local', logger }),
      config: testConfig({ STRIPE_API_BASE: input.stripeApiBase }),
      billableCases: async (companyId, start, end) => {
        const given = input.cases;
        if (!given) return billableCasesOf(database.db, companyId, start, end);
        return (given[companyId] ?? []).filter((c) => c.reimbursedAt >= start && c.reimbursedAt < end);
      },
    });
    return (await billing.invoices.runMonth(input.month)).created;
  } finally {
    await database.close();
  }
}
