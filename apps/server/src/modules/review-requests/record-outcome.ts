import type { TReviewRequestReason } from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import {
  reviewRequestAttempts,
  reviewRequests,
  type TAttemptOutcome,
  type TReviewRequestStatus,
} from '../../db/schema/index.ts';

/** How a request ended, as its last attempt records it (an Amazon answer, not a service Outcome). */
export type TAttemptRecord = {
  outcome: Exclude<TAttemptOutcome, 'retry'>;
  reason?: TReviewRequestReason | null;
  error?: string | null;
  httpStatus?: number | null;
};

const STATUS_OF: Record<TAttemptRecord['outcome'], TReviewRequestStatus> = {
  sent: 'sent',
  test: 'test',
  skipped: 'skipped',
  failed: 'failed',
};

type TRequestKey = { channelId: string; amazonOrderId: string };

/** An attempt at a request and what it makes of the request, in one transaction. */
async function recordAttempt(
  db: TDb,
  key: TRequestKey,
  attempt: Omit<typeof reviewRequestAttempts.$inferInsert, keyof TRequestKey | 'id'>,
  request: Partial<typeof reviewRequests.$inferInsert>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(reviewRequestAttempts).values({ ...key, ...attempt });
    await tx
      .update(reviewRequests)
      .set(request)
      .where(
        and(eq(reviewRequests.channelId, key.channelId), eq(reviewRequests.amazonOrderId, key.amazonOrderId)),
      );
  });
}

/**
 * Ends a request: its attempt and its final status in one transaction. The attempts table's unique index
 * on sent outcomes refuses a second `sent` for one order, so even two workers racing past every other
 * guard cannot both record (or, since this runs after Amazon answered, both believe in) a second send.
 */
export async function recordOutcome(
  db: TDb,
  key: TRequestKey,
  result: TAttemptRecord,
  at: Date,
): Promise<void> {
  await recordAttempt(
    db,
    key,
    {
      at,
      outcome: result.outcome,
      reason: result.reason ?? null,
      error: result.error ?? null,
      httpStatus: result.httpStatus ?? null,
    },
    {
      status: STATUS_OF[result.outcome],
      reason: result.reason ?? null,
      error: result.error ?? null,
      doneAt: at,
      claimedAt: null,
    },
  );
}

/** Amazon could not answer: the attempt is kept and the request waits until `retryAt`. */
export async function recordRetry(
  db: TDb,
  key: TRequestKey,
  detail: { error: string; httpStatus: number | null },
  at: Date,
  retryAt: Date,
): Promise<void> {
  await recordAttempt(
    db,
    key,
    {
      at,
      outcome: 'retry',
      reason: 'amazon-unavailable',
      error: detail.error,
      httpStatus: detail.httpStatus,
    },
    {
      status: 'scheduled',
      scheduledAt: retryAt,
      reason: 'amazon-unavailable',
      error: detail.error,
      claimedAt: null,
    },
  );
}
