import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns.ts';

// Amazon's rate limits hold per seller (or Ads profile) and operation, whichever process calls: one row
// per bucket, shared by every API and worker process (issue 23). Times are epoch milliseconds of the
// callers' clocks, so a fake clock in tests and the real one in production both fit.
export const amazonRateBuckets = pgTable('amazon_rate_buckets', {
  /** The limiter's key: the seller or profile, the region and the operation. */
  key: text('key').primaryKey(),
  tokens: doublePrecision('tokens').notNull(),
  /** From when the bucket refills (a new or idle bucket waits out the refill guard first). */
  atMs: doublePrecision('at_ms').notNull(),
  /** Requests per second: the usage plan's, or the one Amazon reported (`x-amzn-RateLimit-Limit`). */
  rate: doublePrecision('rate').notNull(),
  burst: doublePrecision('burst').notNull(),
  updatedAt: updatedAt(),
});
