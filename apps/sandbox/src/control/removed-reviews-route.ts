import type { FastifyInstance } from 'fastify';
import type { TClock } from '../clock.ts';
import { DAY_MS } from '../clock.ts';
import { removedReviews } from '../data/reviews.ts';
import { sellerData } from '../data/seller-data.ts';
import { dateParam } from '../query.ts';

const badRequest = (message: string) => ({ errors: [{ code: 'InvalidInput', message, details: '' }] });

/** By default the list covers the last 90 days, like the listing events. */
const DEFAULT_DAYS = 90;

// The reviews Amazon took down (REMOVED-REVIEWS.md), for tests across the wire (the server may not
// import the sandbox). `from`/`to` (ISO) choose the window of removal times; `to` may lie ahead of the
// clock, so a test can learn when the next removal happens and move the clock past it.
export function registerRemovedReviewsRoute(app: FastifyInstance, deps: { clock: TClock }) {
  app.get('/sandbox/removed-reviews', async (request, reply) => {
    const q = request.query as Record<string, unknown>;
    const id = q.sellingPartnerId;
    if (typeof id !== 'string' || !/^A[A-Z0-9]{9,15}$/.test(id)) {
      return reply.code(400).send(badRequest('sellingPartnerId is required.'));
    }
    const now = deps.clock.now().getTime();
    const to = dateParam(q, 'to') ?? now;
    const from = dateParam(q, 'from') ?? Math.min(now, to) - DEFAULT_DAYS * DAY_MS;
    if (Number.isNaN(from) || Number.isNaN(to) || from > to || to - from > 800 * DAY_MS) {
      return reply
        .code(400)
        .send(badRequest('from and to must be ISO dates, from before to, at most 800 days apart.'));
    }
    const iso = (ms: number) => new Date(ms).toISOString();
    const reviews = removedReviews(sellerData(id), from, to).map((r) => ({
      asin: r.asin,
      reviewId: r.reviewId,
      stars: r.stars,
      postedAt: iso(r.postedAt),
      removedAt: iso(r.removedAt),
    }));
    return { now: iso(now), from: iso(from), to: iso(to), reviews };
  });
}
