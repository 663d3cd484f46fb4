import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_EVENT_HEADER,
  WEBHOOK_FIRST_RETRY_SECONDS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMEOUT_MS,
} from '@seller-tools/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import type { TQueue } from '../../queue/queue.ts';
import { signWebhook } from './signature.ts';
import { slackMessage } from './slack.ts';

export type TDeliverDeps = {
  db: TDb;
  queue: TQueue;
  clock: TClock;
  secretBox: TSecretBox;
  /** How long an attempt waits for an answer (tests shorten it). */
  timeoutMs?: number;
};

export type TAttemptResult = 'delivered' | 'retrying' | 'failed' | 'skipped';

/** The wait before attempt `attempt + 1`: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelaySeconds(attempt: number): number {
  return WEBHOOK_FIRST_RETRY_SECONDS * 2 ** (attempt - 1);
}

/**
 * One attempt of one delivery. The row is taken first (pending or retrying → sending, attempts + 1), so a
 * job run twice, or by two workers at once, posts once: the second finds it taken or delivered and does
 * nothing. 2xx delivers; a network error, timeout, 429 or 5xx is retried after a doubling wait until
 * WEBHOOK_MAX_ATTEMPTS; any other answer (the receiver refused it) fails at once.
 */
export async function attemptDelivery(deps: TDeliverDeps, deliveryId: string): Promise<TAttemptResult> {
  const now = deps.clock.now();
  const timeoutMs = deps.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  // A row left `sending` by a worker that died is taken again once its attempt must have ended.
  const staleBefore = new Date(now.getTime() - 2 * timeoutMs);
  const [claimed] = await deps.db
    .update(webhookDeliveries)
    .set({
      status: 'sending',
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      claimedAt: now,
      updatedAt: now,
    })
    .where(
      sql`${webhookDeliveries.id} = ${deliveryId} and (${webhookDeliveries.status} in ('pending', 'retrying')
        or (${webhookDeliveries.status} = 'sending' and ${webhookDeliveries.claimedAt} < ${staleBefore.toISOString()}))`,
    )
    .returning();
  if (!claimed) return 'skipped';
  const [endpoint] = await deps.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, claimed.endpointId));
  if (!endpoint?.enabled)
    return finish(deps, claimed.id, { status: 'failed', lastError: 'The endpoint is paused.' });

  // The endpoint's format decides the body; either way it is signed the same.
  const body = JSON.stringify(
    endpoint.format === 'slack' ? slackMessage(claimed.payload) : { id: claimed.id, ...claimed.payload },
  );
  const timestamp = Math.floor(now.getTime() / 1000);
  let code: number | null = null;
  let problem: string | null = null;
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Seller-Tools-Webhooks/1',
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(deps.secretBox.open(endpoint.secretEnc), timestamp, body),
        [WEBHOOK_EVENT_HEADER]: claimed.eventType,
        [WEBHOOK_DELIVERY_HEADER]: claimed.id,
      },
      body,
      // A redirect is the receiver's answer, not ours to follow with a signed body.
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    code = response.status;
    // The body is not ours to keep; read it so the connection is released.
    await response.arrayBuffer().catch(() => undefined);
  } catch (err) {
    problem =
      err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')
        ? `No answer within ${timeoutMs / 1000} s.`
        : `Could not connect: ${err instanceof Error ? ((err.cause as Error | undefined)?.message ?? err.message) : String(err)}`;
  }
  if (code !== null && code >= 200 && code < 300) {
    return finish(deps, claimed.id, {
      status: 'delivered',
      responseCode: code,
      deliveredAt: deps.clock.now(),
    });
  }
  const retryable = code === null || code === 429 || code >= 500;
  const lastError = problem ?? `The endpoint answered HTTP ${code}.`;
  if (!retryable || claimed.attempts >= WEBHOOK_MAX_ATTEMPTS) {
    return finish(deps, claimed.id, { status: 'failed', responseCode: code, lastError });
  }
  const delay = retryDelaySeconds(claimed.attempts);
  const nextAttemptAt = new Date(now.getTime() + delay * 1000);
  await finish(deps, claimed.id, { status: 'retrying', responseCode: code, lastError, nextAttemptAt });
  await enqueue(
    deps.queue,
    'webhook-deliver',
    { deliveryId: claimed.id, attempt: claimed.attempts + 1 },
    { startAfter: delay },
  );
  return 'retrying';
}

async function finish(
  deps: TDeliverDeps,
  id: string,
  outcome: {
    status: 'delivered' | 'retrying' | 'failed';
    responseCode?: number | null;
    lastError?: string;
    deliveredAt?: Date;
    nextAttemptAt?: Date;
  },
): Promise<TAttemptResult> {
  await deps.db
    .update(webhookDeliveries)
    .set({
      status: outcome.status,
      responseCode: outcome.responseCode ?? null,
      lastError: outcome.lastError ?? null,
      deliveredAt: outcome.deliveredAt ?? null,
      nextAttemptAt: outcome.nextAttemptAt ?? null,
      claimedAt: null,
      updatedAt: deps.clock.now(),
    })
    .where(eq(webhookDeliveries.id, id));
  return outcome.status;
}

/**
 * Queues again every delivery not finished (at worker start): a row whose job was lost (a server stopped
 * between the insert and the send) would otherwise wait forever. The singleton key (delivery, attempt)
 * drops the ones whose job still waits; a retry keeps its wait.
 */
export async function requeueUnfinished(deps: Pick<TDeliverDeps, 'db' | 'queue' | 'clock'>): Promise<number> {
  const open = await deps.db
    .select({
      id: webhookDeliveries.id,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.status, ['pending', 'retrying', 'sending']));
  const now = deps.clock.now().getTime();
  for (const row of open) {
    const wait = row.nextAttemptAt ? Math.max(0, Math.ceil((row.nextAttemptAt.getTime() - now) / 1000)) : 0;
    await enqueue(
      deps.queue,
      'webhook-deliver',
      { deliveryId: row.id, attempt: row.attempts + 1 },
      wait > 0 ? { startAfter: wait } : {},
    );
  }
  return open.length;
}
