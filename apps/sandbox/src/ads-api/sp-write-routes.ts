import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ok, type TAnswer } from '../api-errors.ts';
import { dayOf } from '../clock.ts';
import { adsAccount } from '../data/ads-entities.ts';
import { adsProfileFor } from '../data/ads-profiles.ts';
import { accountIndex, error, notFound, type TMutationError } from '../data/ads-writes.ts';
import { sellerData } from '../data/seller-data.ts';
import type { TApiDeps, TCaller } from '../operation.ts';
import { adsError, registerAdsOperation } from './ads-operation.ts';
import type { TWriteDef } from './sp-write-builders.ts';
import type { TCtx, TOutcome } from './sp-write-checks.ts';
import { WRITES } from './sp-write-entities.ts';

// Sponsored Products v3 writes: PUT updates and POST creates of up to 1 000 items, answered 207 with a
// `success` and an `error` list per item (by index). A body that does not follow the model is refused
// whole with 400 INVALID_ARGUMENT; a valid item Amazon cannot apply fails alone, with its reason. What
// differs by entity is in sp-write-entities.ts.

const MAX_ITEMS = 1000;

function wantsRepresentation(request: FastifyRequest): boolean {
  const prefer = request.headers.prefer;
  return typeof prefer === 'string' && /return\s*=\s*representation/i.test(prefer);
}

function writeAnswer(
  def: TWriteDef,
  mode: 'update' | 'create',
  request: FastifyRequest,
  caller: TCaller,
  deps: TApiDeps,
): TAnswer {
  const op = def[mode];
  const parsed = z.object({ [def.field]: z.array(z.unknown()).max(MAX_ITEMS) }).safeParse(request.body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return adsError(
      400,
      'INVALID_ARGUMENT',
      `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}`,
    );
  }
  const items = parsed.data[def.field] as unknown[];
  const checked: unknown[] = [];
  for (const [i, raw] of items.entries()) {
    const item = op.item.safeParse(raw);
    if (!item.success) {
      const issue = item.error.issues[0];
      return adsError(
        400,
        'INVALID_ARGUMENT',
        `${def.field}[${i}].${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
      );
    }
    checked.push(item.data);
  }
  const profile = adsProfileFor(caller.sellingPartnerId, caller.scope);
  const account = adsAccount(sellerData(caller.sellingPartnerId));
  const now = deps.clock.now().getTime();
  const base = {
    seller: caller.sellingPartnerId,
    currency: account.currency,
    day: dayOf(now),
    at: now,
    index: accountIndex(account),
  };
  const withEntity = wantsRepresentation(request);
  const success: Record<string, unknown>[] = [];
  const failed: { index: number; errors: TMutationError[] }[] = [];
  for (const [index, item] of checked.entries()) {
    const ctx: TCtx = { ...base, location: `$.${def.field}[${index}]` };
    let outcome: TOutcome;
    if (!profile?.home) outcome = { error: notFound('CAMPAIGN', 'any', ctx.location) };
    else if (deps.faults.itemFails(op.operation))
      outcome = {
        error: error('internalServerError', {
          reason: 'INTERNAL_ERROR',
          message: 'Internal error, please retry',
        }),
      };
    else outcome = op.apply(item as never, ctx);
    if ('error' in outcome) failed.push({ index, errors: [outcome.error] });
    else
      success.push({
        index,
        [def.successIdKey]: outcome.id,
        ...(withEntity ? { [def.itemKey]: outcome.json } : {}),
      });
  }
  return ok({ [def.field]: { success, error: failed } }, 207);
}

export function registerSpWriteRoutes(app: FastifyInstance, deps: TApiDeps) {
  for (const def of WRITES) {
    for (const mode of ['update', 'create'] as const) {
      registerAdsOperation(app, deps, {
        method: mode === 'update' ? 'PUT' : 'POST',
        url: def.path,
        operation: def[mode].operation,
        scoped: true,
        mediaType: def.mediaType,
        handler: (request, caller) => writeAnswer(def, mode, request, caller, deps),
      });
    }
  }
}
