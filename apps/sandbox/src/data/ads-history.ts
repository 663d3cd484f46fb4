import { DAY_MS, startOfDay } from '../clock.ts';
import type { TAdsAccount, TAdsEdit, TLifecycle } from './ads-entities.ts';

// Amazon Ads change history (POST /history, change-history.json) of a seller's Sponsored Products
// account: every write through the Ads API and every change the seller made in the advertising console
// — the generated lifecycle's pauses and archivings, and the edits planted through
// /sandbox/ads/console-edits — each with the value it replaced. Amazon's history does not say who made
// a change; a client tells its own writes apart by matching them.

export const HISTORY_ENTITY_TYPES = [
  'AD',
  'AD_GROUP',
  'CAMPAIGN',
  'KEYWORD',
  'NEGATIVE_KEYWORD',
  'PRODUCT_TARGETING',
] as const;
export type THistoryEntityType = (typeof HISTORY_ENTITY_TYPES)[number];

export type THistoryEvent = {
  entityType: THistoryEntityType;
  entityId: string;
  changeType: string;
  previousValue: string | null;
  newValue: string;
  timestamp: number;
  metadata: Record<string, string>;
};

const CHANGE_TYPES = {
  state: 'STATUS',
  bid: 'BID_AMOUNT',
  budget: 'BUDGET_AMOUNT',
  defaultBid: 'DEFAULT_BID_AMOUNT',
} as const;

const text = (v: unknown) => (v === undefined || v === null ? null : String(v));

function eventsOf(
  entity: TLifecycle,
  entityType: THistoryEntityType,
  entityId: string,
  metadata: Record<string, string>,
  nowMs: number,
): THistoryEvent[] {
  const out: THistoryEvent[] = [];
  const push = (changeType: string, previousValue: string | null, newValue: string, timestamp: number) => {
    if (timestamp <= nowMs)
      out.push({ entityType, entityId, changeType, previousValue, newValue, timestamp, metadata });
  };
  if (entity.created && entity.createdAt !== undefined) push('STATUS', null, 'CREATED', entity.createdAt);
  // The generated lifecycle's last step: the seller paused or archived it in the console.
  if (entity.stopDay !== null && entity.stopDay > entity.startDay)
    push('STATUS', 'ENABLED', entity.finalState, startOfDay(entity.stopDay) + 3_600_000);
  for (const edit of entity.edits ?? [])
    for (const key of Object.keys(CHANGE_TYPES) as (keyof typeof CHANGE_TYPES)[]) {
      const value = edit[key as keyof TAdsEdit];
      if (value === undefined) continue;
      // A paused create's own first step is the creation, not a change.
      if (key === 'state' && entity.created && edit.at === entity.createdAt && !edit.previous) continue;
      push(CHANGE_TYPES[key], text(edit.previous?.[key]), String(value), edit.at);
    }
  return out;
}

/** Every history event of the account up to `nowMs`, oldest first. */
export function accountHistory(account: TAdsAccount, nowMs: number): THistoryEvent[] {
  const events: THistoryEvent[] = [];
  for (const c of account.campaigns)
    events.push(
      ...eventsOf(
        c,
        'CAMPAIGN',
        c.campaignId,
        { campaignId: c.campaignId, campaignBudgetType: 'DAILY' },
        nowMs,
      ),
    );
  for (const { campaign, adGroup } of account.adGroups)
    events.push(
      ...eventsOf(
        adGroup,
        'AD_GROUP',
        adGroup.adGroupId,
        { campaignId: campaign.campaignId, adGroupId: adGroup.adGroupId },
        nowMs,
      ),
    );
  for (const { campaign, adGroup, clause } of account.clauses) {
    const parents = { campaignId: campaign.campaignId, adGroupId: adGroup.adGroupId };
    if (clause.kind === 'keyword')
      events.push(
        ...eventsOf(
          clause,
          'KEYWORD',
          clause.id,
          { ...parents, keyword: clause.keywordText, keywordType: `KEYWORD_${clause.matchType}` },
          nowMs,
        ),
      );
    else
      events.push(
        ...eventsOf(
          clause,
          'PRODUCT_TARGETING',
          clause.id,
          clause.expressionType === 'AUTO'
            ? { ...parents, productTargetingType: 'PREDEFINED' }
            : {
                ...parents,
                productTargetingType: 'EXPRESSION',
                targetingExpression: clause.expression
                  .map((e) => `${e.type.toLowerCase()}="${e.value ?? ''}"`)
                  .join(' '),
              },
          nowMs,
        ),
      );
  }
  for (const { campaign, adGroup, negative } of account.negatives)
    if (negative.kind === 'negative-keyword')
      events.push(
        ...eventsOf(
          negative,
          'NEGATIVE_KEYWORD',
          negative.id,
          {
            campaignId: campaign.campaignId,
            adGroupId: adGroup.adGroupId,
            keyword: negative.keywordText,
            negativeTargetingType:
              negative.matchType === 'NEGATIVE_EXACT' ? 'NEGATIVE_KEYWORD_EXACT' : 'NEGATIVE_KEYWORD_PHRASE',
          },
          nowMs,
        ),
      );
  for (const { campaign, adGroup, ad } of account.productAds)
    events.push(
      ...eventsOf(
        ad,
        'AD',
        ad.adId,
        { campaignId: campaign.campaignId, adGroupId: adGroup.adGroupId },
        nowMs,
      ),
    );
  return events.sort((a, b) => a.timestamp - b.timestamp || a.entityId.localeCompare(b.entityId));
}

/** The history's reach: 90 days back (change-history.json: "Max 90 days of history"). */
export const HISTORY_MAX_MS = 90 * DAY_MS;
