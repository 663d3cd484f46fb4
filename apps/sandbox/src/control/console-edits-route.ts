import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dayOf, type TAdjustableClock } from '../clock.ts';
import { adsAccount, type TLifecycle } from '../data/ads-entities.ts';
import { accountIndex, applyEdit } from '../data/ads-writes.ts';
import { sellerData } from '../data/seller-data.ts';

// A test control Amazon does not have: the seller changes something in the advertising console now (a
// keyword's bid, a campaign's budget, a state). It holds from today like a write, shows in the entity's
// lastUpdateDateTime and in the change history — but not as a write of any API client.

const ZConsoleEdit = z
  .object({
    sellingPartnerId: z.string().regex(/^A[A-Z0-9]{9,15}$/),
    entityType: z.enum(['CAMPAIGN', 'AD_GROUP', 'KEYWORD', 'PRODUCT_TARGETING']),
    entityId: z.string().min(1),
    state: z.enum(['ENABLED', 'PAUSED', 'ARCHIVED']).optional(),
    /** Marketplace currency, major units (as the console shows it). */
    bid: z.number().positive().optional(),
    budget: z.number().positive().optional(),
    defaultBid: z.number().positive().optional(),
  })
  .strict();

const badRequest = (message: string) => ({ errors: [{ code: 'InvalidInput', message, details: '' }] });

export function registerConsoleEditsRoute(app: FastifyInstance, deps: { clock: TAdjustableClock }) {
  app.post('/sandbox/ads/console-edits', async (request, reply) => {
    const parsed = ZConsoleEdit.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send(badRequest(parsed.error.issues[0]?.message ?? 'Invalid body'));
    const { sellingPartnerId, entityType, entityId, ...values } = parsed.data;
    const index = accountIndex(adsAccount(sellerData(sellingPartnerId)));
    const entity: TLifecycle | undefined =
      entityType === 'CAMPAIGN'
        ? index.campaigns.get(entityId)
        : entityType === 'AD_GROUP'
          ? index.adGroups.get(entityId)?.adGroup
          : index.clauses.get(entityId)?.clause;
    if (!entity) return reply.code(404).send(badRequest(`No ${entityType} ${entityId} for this seller.`));
    const at = deps.clock.now().getTime();
    applyEdit(sellingPartnerId, entity, dayOf(at), at, { ...values, by: 'console' });
    return { at: new Date(at).toISOString(), entityType, entityId, ...values };
  });
}
