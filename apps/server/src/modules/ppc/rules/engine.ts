import { type TPpcChangeRequest, type TPpcRuleInput, ZPpcRuleInput } from '@seller-tools/contract';
import type { TDb } from '../../../db/client.ts';
import { harvestProposalsFor } from '../harvest/harvest.service.ts';
import { conditionReason, evaluateRule, meetsConditions, type TRuleEntity } from './evaluate.ts';
import {
  adGroupBreakEven,
  inScope,
  lastAdsDay,
  loadEntities,
  scopeSets,
  storeAds,
  windowKey,
} from './rule-data.ts';

// Runs rules over a store: one load of its keywords/targets with every lookback the rules need (one scan
// of the metrics), then each rule's scope and evaluation in memory.

export type TRuleResult = { evaluated: number; changes: TPpcChangeRequest[] };

export async function evaluateRules(
  db: TDb,
  channelId: string,
  inputs: TPpcRuleInput[],
  now: Date,
  referenceBids: (index: number) => ReadonlyMap<string, number> = () => new Map(),
): Promise<TRuleResult[]> {
  const rules = inputs.map((r) => ZPpcRuleInput.parse(r));
  if (rules.length === 0) return [];
  const ads = await storeAds(db, channelId);
  const currency = ads?.currency ?? null;
  const kinds = new Set(rules.map((r) => r.scope.entities));
  const entities = kinds.has('both') || kinds.size > 1 ? 'both' : (rules[0]?.scope.entities ?? 'keywords');
  const loaded = await loadEntities(db, channelId, {
    windows: rules.map((r) => ({ days: r.lookback_days, attribution: r.attribution_window })),
    toDay: lastAdsDay(now, ads),
    currency,
    entities,
  });
  const needsBreakEven = rules.some((r) => r.action.type === 'target-acos' && r.action.profit_aware);
  const breakEven = needsBreakEven
    ? await adGroupBreakEven(db, channelId, currency)
    : new Map<string, number>();
  const results: TRuleResult[] = [];
  for (const [index, rule] of rules.entries()) {
    const action = rule.action;
    const definition = {
      lookbackDays: rule.lookback_days,
      attributionWindow: rule.attribution_window,
      conditions: rule.conditions,
      action: rule.action,
    };
    if (action.type === 'harvest') {
      // Search terms, not keywords: the harvest proposals the seller would otherwise approve by hand.
      const { items } = await harvestProposalsFor(
        db,
        channelId,
        {
          channel_id: channelId,
          lookback_days: rule.lookback_days,
          attribution: rule.attribution_window,
          min_orders: action.min_orders,
          target_acos: action.target_acos,
          min_clicks: action.min_clicks,
          to_ad_group_id: action.to_ad_group_id,
          bid_minor: action.bid_minor,
        },
        now,
        rule.conditions.length > 0
          ? {
              match: (t) => meetsConditions(rule.conditions, t),
              why: (t) => conditionReason(definition, t, currency),
            }
          : undefined,
      );
      const changes = items.flatMap((p) =>
        p.change && (p.kind === 'keyword' ? action.add_keywords : action.add_negatives) ? [p.change] : [],
      );
      results.push({ evaluated: items.length, changes });
      continue;
    }
    const sets = await scopeSets(db, channelId, rule.scope);
    const wanted = rule.scope.entities;
    const candidates: TRuleEntity[] = [];
    for (const { entity, byWindow } of loaded) {
      if (wanted === 'keywords' && entity.entityType !== 'keyword') continue;
      if (wanted === 'targets' && entity.entityType !== 'target') continue;
      if (!inScope(entity, sets)) continue;
      const metrics = byWindow.get(
        windowKey({ days: rule.lookback_days, attribution: rule.attribution_window }),
      );
      if (!metrics) continue;
      candidates.push({ ...entity, metrics, breakEvenAcos: breakEven.get(entity.adGroupId) ?? null });
    }
    const changes = evaluateRule(definition, candidates, currency, referenceBids(index));
    results.push({ evaluated: candidates.length, changes });
  }
  return results;
}
