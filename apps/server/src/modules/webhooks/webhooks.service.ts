import {
  isLocalWebhookHost,
  type TWebhookDelivery,
  type TWebhookEndpoint,
  type TWebhookEventType,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  WEBHOOK_TEST_EVENT,
  type ZWebhookRequest,
} from '@seller-tools/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import type { TClock } from '../../lib/clock.ts';
import { failure, type Outcome, success } from '../../lib/outcome.ts';
import type { TSecretBox } from '../../lib/secret-box.ts';
import type { TQueue } from '../../queue/queue.ts';
import { publishWebhookEvents } from './publish.ts';
import { newWebhookSecret } from './signature.ts';

export type TWebhooksDeps = {
  db: TDb;
  clock: TClock;
  queue: TQueue;
  secretBox: TSecretBox;
  /** Plain http to localhost (a receiver on the developer's machine); never in production. */
  allowLocalHttp: boolean;
};

type TInput = z.output<typeof ZWebhookRequest>;

/** The log shows the latest deliveries; older ones stay in the table for support. */
const DELIVERY_LOG_LIMIT = 50;

// A company's webhook endpoints (company administrator, checked by the routes). Every query is scoped to
// the caller's company: another company's endpoint is "not found", never "forbidden".
export function createWebhooksService(deps: TWebhooksDeps) {
  const { db } = deps;
  const lastStatus = sql<TWebhookEndpoint['last_status']>`(select d.status from webhook_deliveries d
    where d.endpoint_id = ${webhookEndpoints.id} order by d.created_at desc, d.id desc limit 1)`;

  const endpointRow = (row: typeof webhookEndpoints.$inferSelect, last: TWebhookEndpoint['last_status']) => ({
    id: row.id,
    url: row.url,
    description: row.description,
    event_types: row.eventTypes as TWebhookEventType[],
    format: row.format,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    last_status: last,
  });

  const urlProblem = (url: string) =>
    !deps.allowLocalHttp && isLocalWebhookHost(url) ? WEBHOOK_MESSAGES.urlHttps : null;

  const owned = async (companyId: string, id: string) => {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)));
    return row;
  };

  return {
    async list(companyId: string): Promise<TWebhookEndpoint[]> {
      const rows = await db
        .select({ row: webhookEndpoints, last: lastStatus })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId))
        .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
      return rows.map(({ row, last }) => endpointRow(row, last));
    },

    async create(companyId: string, input: TInput): Promise<Outcome<TWebhookEndpoint & { secret: string }>> {
      const problem = urlProblem(input.url);
      if (problem) return failure('invalid', problem);
      const [existing] = await db
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId));
      if ((existing?.n ?? 0) >= WEBHOOK_ENDPOINTS_MAX) return failure('conflict', WEBHOOK_MESSAGES.tooMany);
      const secret = newWebhookSecret();
      const now = deps.clock.now();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          companyId,
          url: input.url,
          description: input.description,
          eventTypes: input.event_types,
          format: input.format,
          enabled: input.enabled,
          secretEnc: deps.secretBox.seal(secret),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('webhook endpoint insert returned nothing');
      return success({ ...endpointRow(row, null), secret });
    },

    async update(companyId: string, input: TInput, id: string): Promise<Outcome<TWebhookEndpoint>> {
      const problem = urlProblem(input.url);
      if (problem) return failure('invalid', problem);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          url: input.url,
          description: input.description,
          eventTypes: input.event_types,
          format: input.format,
          enabled: input.enabled,
          updatedAt: deps.clock.now(),
        })
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
        .returning();
      if (!row) return failure('not-found', WEBHOOK_MESSAGES.notFound);
      const [last] = await db
        .select({ last: lastStatus })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id));
      return success(endpointRow(row, last?.last ?? null));
    },

    async remove(companyId: string, id: string): Promise<Outcome<{ id: string }>> {
      const [row] = await db
        .delete(webhookEndpoints)
        .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
        .returning({ id: webhookEndpoints.id });
      return row ? success(row) : failure('not-found', WEBHOOK_MESSAGES.notFound);
    },

    /** A signed `webhook.test` event to this endpoint alone; each test is its own event. */
    async sendTest(companyId: string, id: string): Promise<Outcome<TWebhookDelivery>> {
      const endpoint = await owned(companyId, id);
      if (!endpoint) return failure('not-found', WEBHOOK_MESSAGES.notFound);
      if (!endpoint.enabled) return failure('conflict', WEBHOOK_MESSAGES.disabled);
      const now = deps.clock.now();
      const [deliveryId] = await publishWebhookEvents(
        deps,
        companyId,
        [
          {
            type: WEBHOOK_TEST_EVENT,
            key: `${WEBHOOK_TEST_EVENT}:${crypto.randomUUID()}`,
            data: { message: 'A test event from Seller Tools.', sent_at: now.toISOString() },
          },
        ],
        { onlyEndpointId: id },
      );
      const [row] = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, deliveryId ?? ''));
      if (!row) throw new Error('test delivery was not recorded');
      return success(deliveryRow(row));
    },

    async deliveries(companyId: string, id: string): Promise<Outcome<TWebhookDelivery[]>> {
      if (!(await owned(companyId, id))) return failure('not-found', WEBHOOK_MESSAGES.notFound);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(DELIVERY_LOG_LIMIT);
      return success(rows.map(deliveryRow));
    },
  };
}

function deliveryRow(row: typeof webhookDeliveries.$inferSelect): TWebhookDelivery {
  return {
    id: row.id,
    event_type: row.eventType,
    event_key: row.eventKey,
    status: row.status,
    attempts: row.attempts,
    response_code: row.responseCode,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
  };
}
