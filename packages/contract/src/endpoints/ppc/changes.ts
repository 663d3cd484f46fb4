import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList, ZStoreQuery } from '../reviews/common.ts';
import {
  PPC_CHANGE_FIELDS,
  PPC_CHANGE_SOURCES,
  PPC_CHANGE_STATUSES,
  PPC_ENTITY_TYPES,
  ZPpcChangeRequest,
} from './common.ts';

// The PPC change log and the write side (issue 21): every change we make to Sponsored Products, by a
// user, a rule run, harvesting, dayparting or an undo, with Amazon's answer; undo of one change or of a
// whole rule run. Paths fixed by the issue: GET /api/ppc/changes?channel_id= is the change log.

export const PPC_CHANGES_PAGE_SIZE = 50;
export const PPC_CHANGES_PAGE_MAX = 200;
/** One user request edits at most this many entities (Amazon takes 1 000 per call; a person far fewer). */
export const PPC_CHANGES_PER_REQUEST = 200;

/** Why our own guard rails held a change back (config in the server's guard-rails.ts). */
export const PPC_GUARD_RAILS = [
  'bid-changes-per-day',
  'budget-increase-per-day',
  'seller-edited-recently',
  'changed-since',
] as const;
export type TPpcGuardRail = (typeof PPC_GUARD_RAILS)[number];

export const PPC_CHANGE_MESSAGES = {
  applied: 'Change applied at Amazon.',
  partly: 'Some changes were not applied; see each one.',
  undone: 'Undo sent to Amazon.',
  notUndoable: 'Only an applied change can be undone.',
  nothingToUndo: 'This rule run has no applied change left to undo.',
  noAdsConsent: 'Connect Amazon Advertising for this store first.',
  notFound: 'Change not found.',
  guard: {
    'bid-changes-per-day': 'Skipped: this bid was already changed the most times allowed today.',
    'budget-increase-per-day':
      "Skipped: today's budget increases for this account would exceed the daily limit.",
    'seller-edited-recently': 'Skipped: this was edited outside Seller Tools recently.',
    'changed-since': 'Skipped: the value changed at Amazon since, so undoing it would overwrite that change.',
  } satisfies Record<TPpcGuardRail, string>,
} as const;

export const ZPpcChange = z.object({
  id: z.uuid(),
  channel_id: z.uuid(),
  profile_id: z.string(),
  entity_type: z.enum(PPC_ENTITY_TYPES),
  entity_id: z.string().nullable(),
  campaign_id: z.string().nullable(),
  ad_group_id: z.string().nullable(),
  field: z.enum(PPC_CHANGE_FIELDS),
  old_value: z.string().nullable(),
  new_value: z.string(),
  /** Currency of bid/budget values (minor units). */
  currency: z.string().nullable(),
  source: z.enum(PPC_CHANGE_SOURCES),
  rule_run_id: z.string().nullable(),
  actor_user_id: z.uuid().nullable(),
  /** The actor's name or e-mail, for "who" in the log. */
  actor_name: z.string().nullable(),
  /** The rule whose run made the change (source rule), by its name. */
  rule_name: z.string().nullable(),
  reason: z.string(),
  status: z.enum(PPC_CHANGE_STATUSES),
  amazon_code: z.string().nullable(),
  amazon_message: z.string().nullable(),
  guard_rail: z.enum(PPC_GUARD_RAILS).nullable(),
  created_at: z.iso.datetime(),
  applied_at: z.iso.datetime().nullable(),
  undone_by: z.uuid().nullable(),
  undo_of: z.uuid().nullable(),
});
export type TPpcChange = z.infer<typeof ZPpcChange>;

export const ZPpcChangeListQuery = ZStoreQuery.extend({
  source: commaList(z.enum(PPC_CHANGE_SOURCES)),
  status: commaList(z.enum(PPC_CHANGE_STATUSES)),
  entity_type: commaList(z.enum(PPC_ENTITY_TYPES)),
  entity_id: z.string().trim().max(40).optional(),
  rule_run_id: z.string().trim().max(64).optional(),
  /** Inclusive ISO dates (YYYY-MM-DD, UTC) of created_at. */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(PPC_CHANGES_PAGE_MAX).default(PPC_CHANGES_PAGE_SIZE),
});
export type TPpcChangeListQuery = z.input<typeof ZPpcChangeListQuery>;

export const ZPpcChangeListResponse = ZEnvelope(
  z.object({ items: z.array(ZPpcChange), next_cursor: z.string().nullable() }),
);
export type TPpcChangeListResponse = z.infer<typeof ZPpcChangeListResponse>;

export const listPpcChangesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/changes',
  tags: ['ppc'],
  summary:
    "A store's PPC change log, newest first, keyset-paged: who or which rule, old → new, Amazon's answer",
  query: ZPpcChangeListQuery,
  response: ZPpcChangeListResponse,
});

export const ZApplyPpcChangesRequest = z.object({
  channel_id: z.uuid('Choose a store.'),
  changes: z.array(ZPpcChangeRequest).min(1, 'Nothing to change.').max(PPC_CHANGES_PER_REQUEST),
  /** Sent again after a lost answer, the same key applies nothing twice. */
  idempotency_key: z.string().trim().min(8).max(100).optional(),
});
export type TApplyPpcChangesRequest = z.input<typeof ZApplyPpcChangesRequest>;

/** The outcome of each requested change, in the request's order. */
export const ZApplyPpcChangesResponse = ZEnvelope(z.object({ items: z.array(ZPpcChange) }));
export type TApplyPpcChangesResponse = z.infer<typeof ZApplyPpcChangesResponse>;

export const applyPpcChangesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/changes',
  tags: ['ppc'],
  summary: 'Apply edits to Sponsored Products at Amazon; answers each change with its outcome',
  body: ZApplyPpcChangesRequest,
  response: ZApplyPpcChangesResponse,
});

export const ZPpcUndoBody = z.object({ channel_id: z.uuid('Choose a store.') });
export const ZPpcIdParams = z.object({ id: z.uuid('Unknown id.') });

export const undoPpcChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/changes/:id/undo',
  tags: ['ppc'],
  summary: 'Undo one applied change: its inverse is applied as a new undo change',
  params: ZPpcIdParams,
  body: ZPpcUndoBody,
  response: ZApplyPpcChangesResponse,
});

export const ZPpcRuleRunParams = z.object({ id: z.string().trim().min(1).max(64) });

export const undoPpcRuleRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/rule-runs/:id/undo',
  tags: ['ppc'],
  summary: 'Undo every applied change of one rule run',
  params: ZPpcRuleRunParams,
  body: ZPpcUndoBody,
  response: ZApplyPpcChangesResponse,
});

/** What `new_value` holds when `field` is create, per entity type (bids in minor units). */
export const ZPpcCreateKeyword = z.object({
  keyword_text: z.string().trim().min(1).max(80),
  match_type: z.enum(['EXACT', 'PHRASE', 'BROAD']),
  bid: z.number().int().positive().optional(),
});
export const ZPpcCreateNegativeKeyword = z.object({
  keyword_text: z.string().trim().min(1).max(80),
  match_type: z.enum(['NEGATIVE_EXACT', 'NEGATIVE_PHRASE']),
});
export const ZPpcCreateTarget = z.object({
  expression: z.array(z.object({ type: z.string().min(1), value: z.string().optional() })).min(1),
  bid: z.number().int().positive().optional(),
});
export const ZPpcCreateNegativeTarget = z.object({
  expression: z
    .array(z.object({ type: z.enum(['ASIN_SAME_AS', 'ASIN_BRAND_SAME_AS']), value: z.string() }))
    .min(1),
});
export const ZPpcCreateAdGroup = z.object({
  name: z.string().trim().min(1).max(255),
  default_bid: z.number().int().positive(),
});
export const ZPpcCreateCampaign = z.object({
  name: z.string().trim().min(1).max(128),
  targeting_type: z.enum(['AUTO', 'MANUAL']),
  budget: z.number().int().positive(),
});

/** The edit dialogs' form: an amount in the marketplace's major units (the web turns it into minor units). */
export const ZPpcAmountForm = z.object({
  amount: z
    .number({ error: 'Enter an amount.' })
    .positive('Enter an amount above zero.')
    .max(1_000_000, 'That amount is too large.'),
  reason: z.string().trim().max(500, 'Keep the note under 500 characters.'),
});
export type TPpcAmountForm = z.infer<typeof ZPpcAmountForm>;
