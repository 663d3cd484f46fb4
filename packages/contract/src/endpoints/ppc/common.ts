import { z } from 'zod';

// PPC Manager's shared vocabulary (issue 21). A change is one field of one Sponsored Products entity going
// from an old value to a new one (or an entity created), made by a user, a rule run or an undo; every
// change is logged with Amazon's answer and can be undone. Money is integer minor units of the profile's
// currency.

export const PPC_ENTITY_TYPES = [
  'campaign',
  'ad-group',
  'keyword',
  'target',
  'negative-keyword',
  'negative-target',
] as const;
export type TPpcEntityType = (typeof PPC_ENTITY_TYPES)[number];

/** What a change touches: state (enabled/paused/archived), a bid, a campaign's daily budget, an ad group's default bid, or a new entity. */
export const PPC_CHANGE_FIELDS = ['state', 'bid', 'budget', 'default-bid', 'create'] as const;
export type TPpcChangeField = (typeof PPC_CHANGE_FIELDS)[number];

export const PPC_CHANGE_SOURCES = ['user', 'rule', 'harvest', 'daypart', 'undo'] as const;
export type TPpcChangeSource = (typeof PPC_CHANGE_SOURCES)[number];

/** pending → applied | rejected (Amazon said no, its message kept) | failed (we could not reach Amazon); undone later. */
export const PPC_CHANGE_STATUSES = ['pending', 'applied', 'rejected', 'failed', 'undone'] as const;
export type TPpcChangeStatus = (typeof PPC_CHANGE_STATUSES)[number];

export const ATTRIBUTION_WINDOWS = [1, 7, 14, 30] as const;
export const DEFAULT_ATTRIBUTION_WINDOW = 7;

/** One proposed change, as a rule's dry run, harvesting or a user's edit states it. */
export const ZPpcChangeRequest = z.object({
  entity_type: z.enum(PPC_ENTITY_TYPES),
  /** Amazon's id of the entity; absent when `field` is create. */
  entity_id: z.string().max(40).optional(),
  /** Campaign and ad group the entity belongs to (for create: where it goes). */
  campaign_id: z.string().max(40).optional(),
  ad_group_id: z.string().max(40).optional(),
  field: z.enum(PPC_CHANGE_FIELDS),
  /** state: ENABLED/PAUSED/ARCHIVED; bid/budget/default-bid: minor units as a string; create: JSON of the new entity. */
  old_value: z.string().max(2000).nullable(),
  new_value: z.string().max(2000),
  /** Why, in words ("14 clicks, 0 orders in 14 days"). */
  reason: z.string().max(500),
});
export type TPpcChangeRequest = z.infer<typeof ZPpcChangeRequest>;
