import { WEBHOOK_TOLERANCE_SECONDS, ZWebhookCreatedResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, webhookDeliveries } from '../../db/schema/index.ts';
import { reviewEventsJob } from '../../jobs/definitions/review-events.job.ts';
import { runJob } from '../../jobs/start-workers.ts';
import { secretBoxOf } from '../../lib/encryption-key.ts';
import { TEST_PASSWORD } from '../../testing/accounts.ts';
import { reviewEventsDeps, seedAcmeReviews } from '../../testing/review-fixtures.ts';
import { injectAs, signInToken } from '../../testing/sign-in.ts';
import { buildTestApp, type TTestApp, testConfig } from '../../testing/test-app.ts';
import { withWebhookReceiver } from '../../testing/with-webhook-receiver.ts';
import { attemptDelivery } from './deliver.ts';
import { verifyWebhookSignature } from './signature.ts';

// An endpoint in the Slack format gets what Slack's incoming webhooks accept ({ text, blocks }: a readable
// summary and a link into the product), signed like every delivery; JSON endpoints are unchanged.

describe('webhooks in the Slack format', () => {
  let t: TTestApp;
  let owner: string;
  let store: string;
  const secretBox = secretBoxOf(testConfig());

  beforeAll(async () => {
    t = await buildTestApp();
    store = (await seedAcmeReviews(t.db)).store;
    owner = await signInToken(t.app, 'owner@acme.test', TEST_PASSWORD);
  });
  afterAll(() => t?.close());

  const createSlack = async (url: string, eventTypes: string[]) => {
    const res = await injectAs(t.app, owner, 'POST', '/api/webhooks', {
      url,
      event_types: eventTypes,
      format: 'slack',
    });
    return ZWebhookCreatedResponse.parse(res.json()).data;
  };
  const deliverAll = async (endpointId: string) => {
    const rows = await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    for (const row of rows)
      await attemptDelivery({ db: t.db, queue: t.queue, clock: t.clock, secretBox, timeoutMs: 2000 }, row.id);
    return rows;
  };

  it('sends a negative review as a Slack message with its summary, words, facts and a link to it', async () => {
    await withWebhookReceiver(
      () => 200,
      async (receiver) => {
        const endpoint = await createSlack(receiver.url, ['review.negative']);
        expect(endpoint.format).toBe('slack');
        // A review whose words hold Slack markup: it must arrive as words, not a link or a mention.
        await t.db
          .update(reviews)
          .set({ body: 'Cracked <!channel> & <https://evil.example|click>' })
          .where(eq(reviews.reviewId, 'R1BOARD'));
        // The fixture's reviews arrive as news (not yet processed), as after a sync.
        await t.db.update(reviews).set({ processedAt: null }).where(eq(reviews.channelId, store));
        const jobDeps = {
          ...reviewEventsDeps(t.db, t.clock, { from: 'x@seller-tools.local', keyByte: 1 }),
          queue: t.queue,
        };
        await runJob(reviewEventsJob, jobDeps, { channelId: store, alerts: true });
        const rows = await deliverAll(endpoint.id);
        expect(rows).toHaveLength(3);
        expect(receiver.received).toHaveLength(3);

        const now = Math.floor(t.clock.now().getTime() / 1000);
        const bodies = receiver.received.map((request) => {
          const header = String(request.headers['x-seller-tools-signature']);
          expect(
            verifyWebhookSignature(endpoint.secret, header, request.body, now, WEBHOOK_TOLERANCE_SECONDS),
          ).toBe(true);
          expect(request.headers['content-type']).toBe('application/json');
          return JSON.parse(request.body);
        });
        const board = bodies.find((body) => body.text.includes('Cracked after a week'));
        const link = 'https://app.example/rating/reviews?review=R1BOARD';
        expect(board).toEqual({
          text: `1★ review on B0AAA00001: Cracked after a week <${link}|Open in Seller Tools>`,
          blocks: [
            {
              type: 'section',
              text: {
                type: 'mrkdwn',
                text: '*1★ review on B0AAA00001: Cracked after a week*\n>Cracked &lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;',
              },
            },
            {
              type: 'context',
              elements: [
                { type: 'mrkdwn', text: 'United States · ASIN B0AAA00001 · ★☆☆☆☆ · Reviewed 2026-11-16' },
              ],
            },
            {
              type: 'actions',
              elements: [
                { type: 'button', text: { type: 'plain_text', text: 'Open in Seller Tools' }, url: link },
              ],
            },
          ],
        });
        // Every message is Slack's shape, nothing of our JSON envelope.
        for (const body of bodies) expect(Object.keys(body).sort()).toEqual(['blocks', 'text']);
      },
    );
  });

  it('sends the test event to a Slack endpoint as a message too', async () => {
    await withWebhookReceiver(
      () => 200,
      async (receiver) => {
        const endpoint = await createSlack(receiver.url, ['review.new']);
        expect((await injectAs(t.app, owner, 'POST', `/api/webhooks/${endpoint.id}/test`)).statusCode).toBe(
          200,
        );
        await deliverAll(endpoint.id);
        expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toEqual({
          text: 'A test event from Seller Tools.',
          blocks: [{ type: 'section', text: { type: 'mrkdwn', text: '*A test event from Seller Tools.*' } }],
        });
        // Switched back to JSON: the same event kind arrives as our signed JSON again.
        const put = await injectAs(t.app, owner, 'PUT', `/api/webhooks/${endpoint.id}`, {
          url: receiver.url,
          event_types: ['review.new'],
          format: 'json',
        });
        expect(put.json().data.format).toBe('json');
        await injectAs(t.app, owner, 'POST', `/api/webhooks/${endpoint.id}/test`);
        await deliverAll(endpoint.id);
        expect(JSON.parse(receiver.received[1]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
        const refused = await injectAs(t.app, owner, 'PUT', `/api/webhooks/${endpoint.id}`, {
          url: receiver.url,
          event_types: ['review.new'],
          format: 'teams',
        });
        expect(refused.statusCode).toBe(400);
      },
    );
  });
});
