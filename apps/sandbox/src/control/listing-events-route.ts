import type { FastifyInstance } from 'fastify';
import type { TClock } from '../clock.ts';
import { DAY_MS } from '../clock.ts';
import { listingEvents } from '../data/listing-events.ts';
import { sellerData } from '../data/seller-data.ts';
import { dateParam } from '../query.ts';

const badRequest = (message: string) => ({ errors: [{ code: 'InvalidInput', message, details: '' }] });

/** By default the list covers the last 90 days: the feedback behind negative-feedback is costly to scan. */
const DEFAULT_DAYS = 90;

// What a listing-protection module of this seller must notice (LISTING-EVENTS.md), for tests across the
// wire (the server may not import the sandbox). `from`/`to` (ISO) choose the window; `to` may lie ahead
// of the clock, so a test can learn when the next planted event happens and move the clock past it.
export function registerListingEventsRoute(app: FastifyInstance, deps: { clock: TClock }) {
  app.get('/sandbox/listing-events', async (request, reply) => {
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
    const iso = (ms: number | null | undefined) =>
      ms === null || ms === undefined ? null : new Date(ms).toISOString();
    const events = listingEvents(sellerData(id), from, to).map((e) => ({
      ...e,
      at: iso(e.at),
      until: iso(e.until),
    }));
    return { now: new Date(now).toISOString(), from: iso(from), to: iso(to), events };
  });
}
