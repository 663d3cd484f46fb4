import { WEBHOOK_TOLERANCE_SECONDS, ZWebhookCreatedResponse } from '@seller-tools/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, webhookDeliveries } from '../../db/schema/index.ts';
import { reviewEventsJob } from '../../jobs/definitions/review-events.job.ts';
import { runJob } from '../../jobs/start-workers.ts';
import { secretBoxOf } from '../../lib/encryption-key.ts';
import { acmeReviewsSuite } from '../../testing/acme-reviews-suite.ts';
import { reviewEventsDeps } from '../../testing/review-fixtures.ts';
import { injectAs } from '../../testing/sign-in.ts';
import { testConfig } from '../../testing/test-app.ts';
import { withWebhookReceiver } from '../../testing/with-webhook-receiver.ts';
import { attemptDelivery } from './deliver.ts';
import { verifyWebhookSignature } from './signature.ts';

// An endpoint in the Slack format gets what Slack's incoming webhooks accept ({ text, blocks }: a readable
// summary and a link into the product), signed like every delivery; JSON endpoints are unchanged.

describe('webhooks in the Slack format', () => {
  const s = acmeReviewsSuite();
  const secretBox = secretBoxOf(testConfig());

  const createSlack = async (url: string, eventTypes: string[]) => {
    const res = await injectAs(s.t.app, s.token, 'POST', '/api/webhooks', {
      url,
      event_types: eventTypes,
      format: 'slack',
    });
    return ZWebhookCreatedResponse.parse(res.json()).data;
  };
  const deliverAll = async (endpointId: string) => {
    const rows = await s.t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    for (const row of rows)
      await attemptDelivery(
        { db: s.t.db, queue: s.t.queue, clock: s.t.clock, secretBox, timeoutMs: 2000 },
        row.id,
      );
    return rows;
  };

  it('sends a negative review as a Slack message with its summary, words, facts and a link to it', async () => {
    await withWebhookReceiver(
      () => 200,
      async (receiver) => {
        const endpoint = await createSlack(receiver.url, ['review.negative']);
        expect(endpoint.format).toBe('slack');
        // A review whose words hold Slack markup: it must arrive as words, not a link or a mention.
        await s.t.db
          .update(reviews)
          .set({ body: 'Cracked <!channel> & <https://evil.example|click>' })
          .where(eq(reviews.reviewId, 'R1BOARD'));
        // The fixture's reviews arrive as news (not yet processed), as after a sync.
        await s.t.db.update(reviews).set({ processedAt: null }).where(eq(reviews.channelId, s.store));
        const jobDeps = {
          ...reviewEventsDeps(s.t.db, s.t.clock, { from: 'x@seller-tools.local', keyByte: 1 }),
          queue: s.t.queue,
        };
        await runJob(reviewEventsJob, jobDeps, { channelId: s.store, alerts: true });
        const rows = await deliverAll(endpoint.id);
        expect(rows).toHaveLength(3);
        expect(receiver.received).toHaveLength(3);

        const now = Math.floor(s.t.clock.now().getTime() / 1000);
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
        expect(
          (await injectAs(s.t.app, s.token, 'POST', `/api/webhooks/${endpoint.id}/test`)).statusCode,
        ).toBe(200);
        await deliverAll(endpoint.id);
        expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toEqual({
          text: 'A test event from Seller Tools.',
          blocks: [{ type: 'section', text: { type: 'mrkdwn', text: '*A test event from Seller Tools.*' } }],
        });
        // Switched back to JSON: the same event kind arrives as our signed JSON again.
        const put = await injectAs(s.t.app, s.token, 'PUT', `/api/webhooks/${endpoint.id}`, {
          url: receiver.url,
          event_types: ['review.new'],
          format: 'json',
        });
        expect(put.json().data.format).toBe('json');
        await injectAs(s.t.app, s.token, 'POST', `/api/webhooks/${endpoint.id}/test`);
        await deliverAll(endpoint.id);
        expect(JSON.parse(receiver.received[1]?.body ?? '{}')).toMatchObject({ type: 'webhook.test' });
        const refused = await injectAs(s.t.app, s.token, 'PUT', `/api/webhooks/${endpoint.id}`, {
          url: receiver.url,
          event_types: ['review.new'],
          format: 'teams',
        });
        expect(refused.statusCode).toBe(400);
      },
    );
  });
});
