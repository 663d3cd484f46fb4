import {
  WEBHOOK_DELIVERY_HEADER,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_TOLERANCE_SECONDS,
  ZWebhookCreatedResponse,
  ZWebhookDeliveryListResponse,
  ZWebhookListResponse,
} from '@seller-tools/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, reviews, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { reviewEventsJob } from '../../jobs/definitions/review-events.job.ts';
import { enqueue } from '../../jobs/enqueue.ts';
import { runJob } from '../../jobs/start-workers.ts';
import { secretBoxOf } from '../../lib/encryption-key.ts';
import { createLogger } from '../../lib/logger.ts';
import { createUnsubscribeTokens } from '../../lib/unsubscribe-tokens.ts';
import { createMailer } from '../../mail/mailer.ts';
import { insertUser, TEST_PASSWORD } from '../../testing/accounts.ts';
import { acmeReviewsSuite } from '../../testing/acme-reviews-suite.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { testConfig } from '../../testing/test-app.ts';
import { startReceiver } from '../../testing/webhook-receiver.ts';
import { type TWebhookReceiver, withWebhookReceiver } from '../../testing/with-webhook-receiver.ts';
import { attemptDelivery, requeueUnfinished, retryDelaySeconds, type TAttemptResult } from './deliver.ts';
import { publishWebhookEvents } from './publish.ts';
import { verifyWebhookSignature } from './signature.ts';

describe('outgoing webhooks', () => {
  const s = acmeReviewsSuite();
  let member: string;
  let rival: string;
  const secretBox = secretBoxOf(testConfig());
  const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    injectAs(s.t.app, token, method, url, payload);
  const deps = () => ({ db: s.t.db, queue: s.t.queue, clock: s.t.clock, secretBox, timeoutMs: 2000 });
  /** What the review-events job runs with (the mails go to the outbox). */
  const reviewEventsDeps = () => ({
    db: s.t.db,
    queue: s.t.queue,
    clock: s.t.clock,
    logger: createLogger('silent'),
    mailer: createMailer({ db: s.t.db, from: 'x@seller-tools.local', logger: createLogger('silent') }),
    unsubscribeTokens: createUnsubscribeTokens(Buffer.alloc(32, 1)),
    publicUrl: 'https://app.example',
  });
  const create = async (url: string, eventTypes: string[]) => {
    const res = await call(s.token, 'POST', '/api/webhooks', {
      url,
      description: 'Ops',
      event_types: eventTypes,
    });
    expect(res.statusCode).toBe(200);
    return ZWebhookCreatedResponse.parse(res.json()).data;
  };
  /**
   * Runs `use` with a receiver answering `answer` and an endpoint of `eventTypes` sending to it; the
   * endpoint is deleted after.
   */
  const withEndpoint = (
    answer: Parameters<typeof withWebhookReceiver>[0],
    eventTypes: string[],
    use: (receiver: TWebhookReceiver, endpoint: Awaited<ReturnType<typeof create>>) => Promise<void>,
  ) =>
    withWebhookReceiver(answer, async (receiver) => {
      const endpoint = await create(receiver.url, eventTypes);
      await use(receiver, endpoint);
      await call(s.token, 'DELETE', `/api/webhooks/${endpoint.id}`);
    });
  /** Runs every webhook-deliver job that is due now, as a worker would; answers each attempt's result. */
  const runDueDeliveries = async () => {
    const results: TAttemptResult[] = [];
    for (;;) {
      const jobs = await s.t.queue.fetch('webhook-deliver', { batchSize: 20 });
      if (jobs.length === 0) return results;
      for (const job of jobs) {
        const data = job.data as { deliveryId: string };
        results.push(await attemptDelivery(deps(), data.deliveryId));
        await s.t.queue.complete('webhook-deliver', job.id);
      }
    }
  };
  const deliveriesOf = (endpointId: string) =>
    s.t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

  beforeAll(async () => {
    await insertUser(s.t.db, { email: 'member@acme.test', companyId: s.companyId });
    await insertUser(s.t.db, { email: 'rival@rival.test', companyName: 'Rival' });
    member = await signInToken(s.t.app, 'member@acme.test', TEST_PASSWORD);
    rival = await signInToken(s.t.app, 'rival@rival.test', TEST_PASSWORD);
  });

  it('creates an endpoint whose secret is shown once and kept sealed; the log starts empty', async () => {
    const created = await create('https://hooks.example.com/in', ['review.negative']);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    const [row] = await s.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, created.id));
    expect(row?.secretEnc).not.toContain(created.secret);
    expect(secretBox.open(row?.secretEnc ?? '')).toBe(created.secret);
    const list = await call(s.token, 'GET', '/api/webhooks');
    expect(list.body).not.toContain(created.secret);
    expect(ZWebhookListResponse.parse(list.json()).data).toEqual([
      expect.objectContaining({ id: created.id, event_types: ['review.negative'], last_status: null }),
    ]);
    const log = await call(s.token, 'GET', `/api/webhooks/${created.id}/deliveries`);
    expect(ZWebhookDeliveryListResponse.parse(log.json()).data).toEqual([]);
    expect((await call(s.token, 'DELETE', `/api/webhooks/${created.id}`)).statusCode).toBe(200);
  });

  it('refuses bad input with a 400 in the envelope, and http except to localhost', async () => {
    const bad = [
      [{ url: 'http://hooks.example.com/in', event_types: ['review.new'] }, WEBHOOK_MESSAGES.urlHttps],
      [{ url: 'not a url', event_types: ['review.new'] }, WEBHOOK_MESSAGES.urlInvalid],
      [{ url: 'https://hooks.example.com', event_types: [] }, WEBHOOK_MESSAGES.eventsRequired],
      [{ url: 'https://hooks.example.com', event_types: ['order.new'] }, undefined],
      [{ event_types: ['review.new'] }, undefined],
    ] as const;
    for (const [body, message] of bad) {
      const res = await call(s.token, 'POST', '/api/webhooks', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error).toBe(true);
      if (message) expect(res.json().message).toContain(message);
    }
    expect((await call(s.token, 'GET', '/api/webhooks/not-a-uuid/deliveries')).statusCode).toBe(400);
    expect(await s.t.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('keeps each company to its own endpoints, and leaves them to the company administrator', async () => {
    const mine = await create('https://hooks.example.com/acme', ['review.new']);
    expect(ZWebhookListResponse.parse((await call(rival, 'GET', '/api/webhooks')).json()).data).toEqual([]);
    const body = { url: 'https://evil.example.com', event_types: ['review.new'] };
    for (const [method, url, payload] of [
      ['PUT', `/api/webhooks/${mine.id}`, body],
      ['DELETE', `/api/webhooks/${mine.id}`, undefined],
      ['POST', `/api/webhooks/${mine.id}/test`, undefined],
      ['GET', `/api/webhooks/${mine.id}/deliveries`, undefined],
    ] as const) {
      const res = await call(rival, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ error: true, message: WEBHOOK_MESSAGES.notFound });
    }
    const refused = await call(member, 'GET', '/api/webhooks');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: true, message: WEBHOOK_MESSAGES.adminOnly });
    const [row] = await s.t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, mine.id));
    expect(row?.url).toBe('https://hooks.example.com/acme');
    expect(await deliveriesOf(mine.id)).toEqual([]);
    await call(s.token, 'DELETE', `/api/webhooks/${mine.id}`);
  });

  it('signs each delivery over its timestamp and body with the endpoint secret', async () => {
    await withEndpoint(
      () => 204,
      ['review.new'],
      async (receiver, endpoint) => {
        const sent = await call(s.token, 'POST', `/api/webhooks/${endpoint.id}/test`);
        expect(sent.statusCode).toBe(200);
        expect(sent.json().data).toMatchObject({
          event_type: 'webhook.test',
          status: 'pending',
          attempts: 0,
        });
        expect(await runDueDeliveries()).toEqual(['delivered']);
        expect(receiver.received).toHaveLength(1);
        const [request] = receiver.received;
        const header = String(request?.headers['x-seller-tools-signature']);
        const now = Math.floor(s.t.clock.now().getTime() / 1000);
        expect(header).toMatch(new RegExp(`^t=${now},v1=[0-9a-f]{64}$`));
        const body = request?.body ?? '';
        expect(verifyWebhookSignature(endpoint.secret, header, body, now, WEBHOOK_TOLERANCE_SECONDS)).toBe(
          true,
        );
        // Another body, another secret, or an old timestamp: refused.
        expect(verifyWebhookSignature(endpoint.secret, header, body.replace('test', 'tost'), now, 300)).toBe(
          false,
        );
        expect(verifyWebhookSignature('whsec_other', header, body, now, 300)).toBe(false);
        expect(verifyWebhookSignature(endpoint.secret, header, body, now + 301, 300)).toBe(false);
        expect(JSON.parse(body)).toMatchObject({ id: sent.json().data.id, type: 'webhook.test' });
        expect(request?.headers[WEBHOOK_DELIVERY_HEADER.toLowerCase()]).toBe(sent.json().data.id);
        const log = ZWebhookDeliveryListResponse.parse(
          (await call(s.token, 'GET', `/api/webhooks/${endpoint.id}/deliveries`)).json(),
        ).data;
        expect(log).toEqual([
          expect.objectContaining({ status: 'delivered', attempts: 1, response_code: 204 }),
        ]);
      },
    );
  });

  it('delivers new review events: retried with a doubling wait on 500, then delivered, never twice', async () => {
    // Each delivery's first two attempts meet a 500; the third gets through.
    const seen = new Map<string, number>();
    await withEndpoint(
      (request) => {
        const id = String(request.headers[WEBHOOK_DELIVERY_HEADER.toLowerCase()]);
        seen.set(id, (seen.get(id) ?? 0) + 1);
        return (seen.get(id) ?? 0) <= 2 ? 500 : 200;
      },
      ['review.negative'],
      async (receiver, endpoint) => {
        await s.t.db.update(reviews).set({ processedAt: null }).where(eq(reviews.channelId, s.store));
        const jobDeps = reviewEventsDeps();
        // The review-events job, twice (a retried run): one delivery per negative review all the same.
        await runJob(reviewEventsJob, jobDeps, { channelId: s.store, alerts: true });
        await runJob(reviewEventsJob, jobDeps, { channelId: s.store, alerts: true });
        const rows = await deliveriesOf(endpoint.id);
        // The fixture's 1-, 2- and 3-star reviews.
        expect(rows.map((r) => r.eventType)).toEqual([
          'review.negative',
          'review.negative',
          'review.negative',
        ]);
        // Publishing the same events again adds nothing either.
        const again = rows.map((r) => ({ type: 'review.negative' as const, key: r.eventKey, data: {} }));
        const [company] = await s.t.db
          .select()
          .from(webhookEndpoints)
          .where(eq(webhookEndpoints.id, endpoint.id));
        expect(await publishWebhookEvents(s.t, company?.companyId ?? '', again)).toEqual([]);

        expect(await runDueDeliveries()).toEqual(['retrying', 'retrying', 'retrying']);
        const one = rows[0]?.id ?? '';
        const afterFirst = (await deliveriesOf(endpoint.id)).find((r) => r.id === one);
        expect(afterFirst).toMatchObject({ status: 'retrying', attempts: 1, responseCode: 500 });
        expect(afterFirst?.nextAttemptAt?.getTime()).toBe(
          s.t.clock.now().getTime() + retryDelaySeconds(1) * 1000,
        );
        // The next attempt waits in pg-boss for its time (30 s), keyed by delivery and attempt.
        const queued = await s.t.queue.findJobs('webhook-deliver', { data: { deliveryId: one, attempt: 2 } });
        expect(queued).toHaveLength(1);
        expect(queued[0]?.singletonKey).toBe(`${one}:2`);
        expect((queued[0]?.startAfter.getTime() ?? 0) - Date.now()).toBeGreaterThan(20_000);
        // Queued a second time while it waits: still one job.
        await enqueue(s.t.queue, 'webhook-deliver', { deliveryId: one, attempt: 2 });
        expect(
          await s.t.queue.findJobs('webhook-deliver', { data: { deliveryId: one, attempt: 2 } }),
        ).toHaveLength(1);

        // Time passes; the workers take the queued attempts (run here directly: pg-boss holds them 30 s).
        const second = await attemptDelivery(deps(), one);
        expect(second).toBe('retrying');
        const afterSecond = (await deliveriesOf(endpoint.id)).find((r) => r.id === one);
        expect(afterSecond?.nextAttemptAt?.getTime()).toBe(s.t.clock.now().getTime() + 60_000);
        expect(await attemptDelivery(deps(), one)).toBe('delivered');
        // The job run again (a duplicate, a retry of pg-boss): nothing more is sent.
        expect(await attemptDelivery(deps(), one)).toBe('skipped');
        expect(seen.get(one)).toBe(3);
        const delivered = (await deliveriesOf(endpoint.id)).find((r) => r.id === one);
        expect(delivered).toMatchObject({
          status: 'delivered',
          attempts: 3,
          responseCode: 200,
          lastError: null,
        });
        for (const request of receiver.received) {
          const now = Math.floor(s.t.clock.now().getTime() / 1000);
          const header = String(request.headers['x-seller-tools-signature']);
          expect(verifyWebhookSignature(endpoint.secret, header, request.body, now, 300)).toBe(true);
        }
      },
    );
  });

  it('sends a review Amazon removed as review.removed, once, and mails nobody about it', async () => {
    await withEndpoint(
      () => 200,
      ['review.removed'],
      async (receiver, endpoint) => {
        const [gone] = await s.t.db.select().from(reviews).where(eq(reviews.channelId, s.store)).limit(1);
        await s.t.db
          .update(reviews)
          .set({ removedAt: s.t.clock.now() })
          .where(and(eq(reviews.channelId, s.store), eq(reviews.reviewId, gone?.reviewId ?? '')));
        const jobDeps = reviewEventsDeps();
        const mailsBefore = await s.t.db.$count(emailOutbox);
        await runJob(reviewEventsJob, jobDeps, { channelId: s.store, alerts: true });
        await runJob(reviewEventsJob, jobDeps, { channelId: s.store, alerts: true });
        const rows = await deliveriesOf(endpoint.id);
        expect(rows.map((r) => r.eventType)).toEqual(['review.removed']);
        expect(await runDueDeliveries()).toEqual(['delivered']);
        expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
          type: 'review.removed',
          data: { review_id: gone?.reviewId, asin: gone?.asin },
        });
        // No mail setting covers removals yet: nothing was mailed as a rating drop in their name.
        expect(await s.t.db.$count(emailOutbox)).toBe(mailsBefore);
      },
    );
  });

  it('retries a receiver it cannot reach, then marks the delivery failed after the last attempt', async () => {
    const receiver = await startReceiver(() => 200);
    await receiver.close();
    const endpoint = await create(receiver.url, ['review.new']);
    await call(s.token, 'POST', `/api/webhooks/${endpoint.id}/test`);
    const [row] = await deliveriesOf(endpoint.id);
    const results = [];
    for (let i = 0; i < WEBHOOK_MAX_ATTEMPTS + 1; i += 1)
      results.push(await attemptDelivery(deps(), row?.id ?? ''));
    expect(results).toEqual([...Array(WEBHOOK_MAX_ATTEMPTS - 1).fill('retrying'), 'failed', 'skipped']);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: WEBHOOK_MAX_ATTEMPTS, responseCode: null });
    expect(failed?.lastError).toMatch(/^Could not connect/);
  });
  it('queues again, at worker start, a delivery whose job was lost', async () => {
    const endpoint = await create('https://hooks.example.com/lost', ['review.new']);
    const [lost] = await s.t.db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint.id, eventType: 'review.new', eventKey: 'review.new:lost', payload: {} })
      .returning();
    expect(await s.t.queue.findJobs('webhook-deliver', { data: { deliveryId: lost?.id } })).toHaveLength(0);
    await requeueUnfinished(s.t);
    await requeueUnfinished(s.t);
    const jobs = await s.t.queue.findJobs('webhook-deliver', { data: { deliveryId: lost?.id } });
    expect(jobs.map((job) => job.data)).toEqual([{ deliveryId: lost?.id, attempt: 1 }]);
  });
});
