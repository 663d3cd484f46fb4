import type { TDbOrTx } from '../db/client.ts';
import { notificationsSent } from '../db/schema/index.ts';

// A notification is claimed before it is sent: its (user, kind, key) row is written first, so a retried
// or racing job finds it taken and sends nothing twice.

export type TNotificationClaim = { userId: string; kind: string; key: string };

/** The keys of these notifications that no one had claimed yet (they are now claimed, as of `at`). */
export async function claimNotifications(
  db: TDbOrTx,
  at: Date,
  claims: readonly TNotificationClaim[],
): Promise<Set<string>> {
  if (claims.length === 0) return new Set();
  const rows = await db
    .insert(notificationsSent)
    .values(claims.map((claim) => ({ ...claim, createdAt: at })))
    .onConflictDoNothing()
    .returning({ key: notificationsSent.key });
  return new Set(rows.map((row) => row.key));
}

/** Whether this notification was still unclaimed (it is now claimed, as of `at`). */
export async function claimNotification(db: TDbOrTx, at: Date, claim: TNotificationClaim): Promise<boolean> {
  return (await claimNotifications(db, at, [claim])).size > 0;
}
