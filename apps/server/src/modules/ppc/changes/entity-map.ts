import {
  type TPpcChangeField,
  type TPpcChangeRequest,
  type TPpcEntityType,
  ZPpcCreateAdGroup,
  ZPpcCreateCampaign,
  ZPpcCreateKeyword,
  ZPpcCreateNegativeKeyword,
  ZPpcCreateNegativeTarget,
  ZPpcCreateTarget,
} from '@seller-tools/contract';
import type { z } from 'zod';
import type { TSpEntityRecord, TSpWriteKind } from '../../../integrations/amazon/ads-sp-writes.ts';

// How one PPC change becomes a Sponsored Products v3 item and back: our entity types and fields, money
// in integer minor units against Amazon's decimal amounts, and the value a field has in an entity as
// Amazon lists it (what a resumed change is reconciled with).

export const KIND_OF: Record<TPpcEntityType, TSpWriteKind> = {
  campaign: 'campaigns',
  'ad-group': 'adGroups',
  keyword: 'keywords',
  target: 'targets',
  'negative-keyword': 'negativeKeywords',
  'negative-target': 'negativeTargets',
};

/** Fields each entity type can change (state is ENABLED/PAUSED: archiving is not an edit). */
export const FIELDS_OF: Record<TPpcEntityType, readonly TPpcChangeField[]> = {
  campaign: ['state', 'budget', 'create'],
  'ad-group': ['state', 'default-bid', 'create'],
  keyword: ['state', 'bid', 'create'],
  target: ['state', 'bid', 'create'],
  'negative-keyword': ['state', 'create'],
  'negative-target': ['state', 'create'],
};

const ID_KEY: Record<TPpcEntityType, string> = {
  campaign: 'campaignId',
  'ad-group': 'adGroupId',
  keyword: 'keywordId',
  target: 'targetId',
  'negative-keyword': 'keywordId',
  'negative-target': 'targetId',
};

export const EDITABLE_STATES = ['ENABLED', 'PAUSED'] as const;

/** Digits after the decimal point of a currency's major unit (yen has none). */
export function currencyDigits(currency: string | null): number {
  return currency !== null && ['JPY', 'KRW', 'CLP'].includes(currency) ? 0 : 2;
}
export const toMajor = (minor: number, currency: string | null) => minor / 10 ** currencyDigits(currency);
export const toMinor = (major: number, currency: string | null) =>
  Math.round(major * 10 ** currencyDigits(currency));

const CREATE_SCHEMAS: Record<TPpcEntityType, z.ZodType> = {
  campaign: ZPpcCreateCampaign,
  'ad-group': ZPpcCreateAdGroup,
  keyword: ZPpcCreateKeyword,
  target: ZPpcCreateTarget,
  'negative-keyword': ZPpcCreateNegativeKeyword,
  'negative-target': ZPpcCreateNegativeTarget,
};

/** Why a change cannot be sent at all (a 400 for a user's request), or null. */
export function invalidChange(change: TPpcChangeRequest): string | null {
  const type = change.entity_type;
  if (!FIELDS_OF[type].includes(change.field)) return `A ${type} has no ${change.field} to change.`;
  if (change.field === 'create') {
    if (type !== 'campaign' && !change.campaign_id) return 'Name the campaign the new entity goes into.';
    if (type !== 'campaign' && type !== 'ad-group' && !change.ad_group_id)
      return 'Name the ad group the new entity goes into.';
    let parsed: unknown;
    try {
      parsed = JSON.parse(change.new_value);
    } catch {
      return 'The new entity is not valid JSON.';
    }
    const result = CREATE_SCHEMAS[type].safeParse(parsed);
    return result.success ? null : `The new ${type}: ${result.error.issues[0]?.message ?? 'invalid'}.`;
  }
  if (!change.entity_id) return 'Name the entity to change.';
  if (change.field === 'state')
    return (EDITABLE_STATES as readonly string[]).includes(change.new_value)
      ? null
      : 'State must be ENABLED or PAUSED.';
  return /^[1-9]\d{0,9}$/.test(change.new_value) ? null : 'Amounts are whole minor units above zero.';
}

/** The PUT item of an update. */
export function updateItem(
  type: TPpcEntityType,
  entityId: string,
  field: TPpcChangeField,
  newValue: string,
  currency: string | null,
): Record<string, unknown> {
  const item: Record<string, unknown> = { [ID_KEY[type]]: entityId };
  const amount = () => toMajor(Number(newValue), currency);
  if (field === 'state') item.state = newValue;
  else if (field === 'bid') item.bid = amount();
  else if (field === 'default-bid') item.defaultBid = amount();
  else if (field === 'budget') item.budget = { budget: amount(), budgetType: 'DAILY' };
  return item;
}

/** The POST item of a create (the new_value JSON was checked by invalidChange). */
export function createItem(
  type: TPpcEntityType,
  change: { campaignId: string | null; adGroupId: string | null; newValue: string },
  currency: string | null,
): Record<string, unknown> {
  const v = JSON.parse(change.newValue) as Record<string, unknown>;
  const parents = { campaignId: change.campaignId, adGroupId: change.adGroupId };
  const bid = typeof v.bid === 'number' ? { bid: toMajor(v.bid, currency) } : {};
  switch (type) {
    case 'campaign':
      return {
        name: v.name,
        targetingType: v.targeting_type,
        state: 'ENABLED',
        budget: { budget: toMajor(Number(v.budget), currency), budgetType: 'DAILY' },
      };
    case 'ad-group':
      return {
        campaignId: change.campaignId,
        name: v.name,
        defaultBid: toMajor(Number(v.default_bid), currency),
        state: 'ENABLED',
      };
    case 'keyword':
      return { ...parents, keywordText: v.keyword_text, matchType: v.match_type, state: 'ENABLED', ...bid };
    case 'target':
      return { ...parents, expression: v.expression, expressionType: 'MANUAL', state: 'ENABLED', ...bid };
    case 'negative-keyword':
      return { ...parents, keywordText: v.keyword_text, matchType: v.match_type, state: 'ENABLED' };
    case 'negative-target':
      return { ...parents, expression: v.expression, state: 'ENABLED' };
  }
}

/** A field's value in an entity as Amazon lists it, in our terms (minor units as text). */
export function currentValue(
  record: TSpEntityRecord,
  field: TPpcChangeField,
  currency: string | null,
): string | null {
  const amount = (major: number | undefined) =>
    typeof major === 'number' ? String(toMinor(major, currency)) : null;
  switch (field) {
    case 'state':
      return typeof record.state === 'string' ? record.state : null;
    case 'bid':
      return amount(record.bid);
    case 'default-bid':
      return amount(record.defaultBid);
    case 'budget':
      return amount(record.budget?.budget);
    case 'create':
      return null;
  }
}

/** Whether an entity Amazon lists is the one a create made (a resumed create is matched, not re-sent). */
export function isCreated(type: TPpcEntityType, record: TSpEntityRecord, newValue: string): boolean {
  const v = JSON.parse(newValue) as Record<string, unknown>;
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  switch (type) {
    case 'campaign':
    case 'ad-group':
      return record.name === v.name;
    case 'keyword':
    case 'negative-keyword':
      return (
        String(record.keywordText).toLowerCase() === String(v.keyword_text).toLowerCase() &&
        record.matchType === v.match_type
      );
    case 'target':
    case 'negative-target':
      return same(record.expression, v.expression);
  }
}

/** The id of a listed entity. */
export const idOf = (type: TPpcEntityType, record: TSpEntityRecord) => String(record[ID_KEY[type]]);
