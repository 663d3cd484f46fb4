import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TAdjustableClock } from '../clock.ts';
import type { TCounters } from '../counters.ts';
import { plantedAnomalies } from '../data/anomalies.ts';
import { sellerData } from '../data/seller-data.ts';
import { type TFaults, ZFaultRule } from '../faults.ts';
import type { TSellerDirectory } from '../sellers.ts';

const ZAdvance = z
  .object({
    advanceMs: z.number().int().min(0).optional(),
    advanceSeconds: z.number().min(0).optional(),
    advanceDays: z.number().min(0).optional(),
    to: z.iso.datetime({ offset: true }).optional(),
  })
  .strict();

const badRequest = (message: string) => ({ errors: [{ code: 'InvalidInput', message, details: '' }] });

// Test controls that Amazon does not have, under /sandbox/: move time, inject faults, read counters.
export function registerControlRoutes(
  app: FastifyInstance,
  deps: { clock: TAdjustableClock; faults: TFaults; counters: TCounters; sellers: TSellerDirectory },
) {
  app.get('/sandbox/clock', async () => ({ now: deps.clock.now().toISOString() }));

  app.post('/sandbox/clock', async (request, reply) => {
    const parsed = ZAdvance.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send(badRequest(parsed.error.issues[0]?.message ?? 'Invalid body'));
    const { advanceMs = 0, advanceSeconds = 0, advanceDays = 0, to } = parsed.data;
    let ms = advanceMs + advanceSeconds * 1000 + advanceDays * 86_400_000;
    if (to !== undefined) {
      const target = Date.parse(to) - deps.clock.now().getTime();
      // Time only moves forward: what the server has read must stay true.
      if (target < 0) return reply.code(400).send(badRequest('The sandbox clock cannot move backwards.'));
      ms += target;
    }
    deps.clock.advance(Math.round(ms));
    return { now: deps.clock.now().toISOString() };
  });

  app.get('/sandbox/faults', async () => ({ faults: deps.faults.list() }));

  app.post('/sandbox/faults', async (request, reply) => {
    const body = request.body as { faults?: unknown } | undefined;
    const list = Array.isArray(body?.faults) ? body.faults : [body ?? {}];
    const parsed = z.array(ZFaultRule).safeParse(list);
    if (!parsed.success)
      return reply.code(400).send(badRequest(parsed.error.issues[0]?.message ?? 'Invalid body'));
    for (const rule of parsed.data) deps.faults.set(rule);
    return { faults: deps.faults.list() };
  });

  app.delete('/sandbox/faults', async () => {
    deps.faults.clear();
    return { faults: [] };
  });

  // ?sellingPartnerId=: that seller's own counts (absent: every caller's).
  app.get('/sandbox/counters', async (request) => {
    const seller = (request.query as { sellingPartnerId?: unknown }).sellingPartnerId;
    return {
      now: deps.clock.now().toISOString(),
      operations: deps.counters.snapshot(typeof seller === 'string' ? seller : undefined),
    };
  });

  // What a reimbursement audit of this seller must find (ANOMALIES.md), for tests across the wire:
  // the server may not import the sandbox.
  app.get('/sandbox/anomalies', async (request, reply) => {
    const id = (request.query as { sellingPartnerId?: unknown }).sellingPartnerId;
    if (typeof id !== 'string' || !/^A[A-Z0-9]{9,15}$/.test(id)) {
      return reply.code(400).send(badRequest('sellingPartnerId is required.'));
    }
    const now = deps.clock.now().getTime();
    const anomalies = plantedAnomalies(sellerData(id), now).map((a) => ({
      ...a,
      ...('at' in a ? { at: new Date(a.at).toISOString() } : {}),
      ...('closedAt' in a ? { closedAt: new Date(a.closedAt).toISOString() } : {}),
      ...('refundedAt' in a ? { refundedAt: new Date(a.refundedAt).toISOString() } : {}),
      ...('approvedAt' in a ? { approvedAt: new Date(a.approvedAt).toISOString() } : {}),
      ...('returnedAt' in a ? { returnedAt: new Date(a.returnedAt).toISOString() } : {}),
    }));
    return { now: new Date(now).toISOString(), anomalies };
  });

  // The demo sellers (then any bench sellers) and the marketplace their catalogue, FBA data and planted anomalies live in, so a
  // test can audit every one of them without importing the sandbox.
  app.get('/sandbox/sellers', async () => ({
    sellers: deps.sellers.all.map((s) => {
      const profile = sellerData(s.sellingPartnerId).profile;
      return {
        sellingPartnerId: s.sellingPartnerId,
        storeName: s.storeName,
        region: s.region,
        homeMarketplaceId: profile.home.id,
        asinCount: profile.asinCount,
        dailyOrders: profile.dailyOrders,
      };
    }),
  }));

  app.delete('/sandbox/counters', async () => {
    deps.counters.reset();
    return { operations: {} };
  });
}
