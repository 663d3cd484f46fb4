import type { FastifyInstance } from 'fastify';
import type { TClock } from '../clock.ts';
import { DAY_MS } from '../clock.ts';
import { sellerData, type TSellerData } from '../data/seller-data.ts';
import { dateParam } from '../query.ts';

const badRequest = (message: string) => ({ errors: [{ code: 'InvalidInput', message, details: '' }] });

/** By default a window covers the last 90 days: the feedback behind negative-feedback is costly to scan. */
const DEFAULT_DAYS = 90;

/** A moment as the control routes answer it (null stays null). */
export const isoOrNull = (ms: number | null | undefined) =>
  ms === null || ms === undefined ? null : new Date(ms).toISOString();

// A control route that lists what happened to one seller in a window, for tests across the wire (the
// server may not import the sandbox). `sellingPartnerId` names the seller; `from`/`to` (ISO) choose the
// window; `to` may lie ahead of the clock, so a test can learn when the next planted thing happens and move
// the clock past it. The answer is `now`, `from`, `to` and what `list` adds.
export function registerSellerWindowRoute(
  app: FastifyInstance,
  deps: { clock: TClock },
  path: string,
  list: (data: TSellerData, from: number, to: number) => Record<string, unknown>,
) {
  app.get(path, async (request, reply) => {
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
    return {
      now: isoOrNull(now),
      from: isoOrNull(from),
      to: isoOrNull(to),
      ...list(sellerData(id), from, to),
    };
  });
}
