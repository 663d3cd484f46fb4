import type { TWebhookEventType } from '@seller-tools/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import type { TClock } from '../../lib/clock.ts';
import type { TQueue } from '../../queue/queue.ts';

/** One event for the company's endpoints: `key` names what it is about, so it is delivered once. */
export type TWebhookEvent = {
  type: TWebhookEventType | 'webhook.test';
  key: string;
  data: Record<string, unknown>;
};

export type TPublishDeps = { db: TDb; queue: TQueue; clock: TClock };

/**
 * Records a delivery per (subscribed, enabled endpoint of the company, event) and queues its first
 * attempt. The unique (endpoint, event key) makes a second publish of one event a no-op: a retried
 * review-events job sends nothing twice. `onlyEndpointId` narrows to one endpoint (the test event).
 */
export async function publishWebhookEvents(
  deps: TPublishDeps,
  companyId: string,
  events: readonly TWebhookEvent[],
  options: { onlyEndpointId?: string } = {},
): Promise<string[]> {
  if (events.length === 0) return [];
  const endpoints = await deps.db
    .select({ id: webhookEndpoints.id, eventTypes: webhookEndpoints.eventTypes })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, companyId),
        eq(webhookEndpoints.enabled, true),
        options.onlyEndpointId ? eq(webhookEndpoints.id, options.onlyEndpointId) : sql`true`,
      ),
    );
  const now = deps.clock.now();
  const rows = endpoints.flatMap((endpoint) =>
    events
      .filter((event) => event.type === 'webhook.test' || endpoint.eventTypes.includes(event.type))
      .map((event) => ({
        endpointId: endpoint.id,
        eventType: event.type,
        eventKey: event.key,
        payload: { type: event.type, key: event.key, created_at: now.toISOString(), data: event.data },
        createdAt: now,
        updatedAt: now,
      })),
  );
  if (rows.length === 0) return [];
  const inserted = await deps.db
    .insert(webhookDeliveries)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: webhookDeliveries.id });
  for (const { id } of inserted) await enqueue(deps.queue, 'webhook-deliver', { deliveryId: id, attempt: 1 });
  return inserted.map((row) => row.id);
}
