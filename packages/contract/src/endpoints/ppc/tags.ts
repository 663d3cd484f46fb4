import { z } from 'zod';
import { defineEndpoint } from '../../endpoint.ts';
import { ZEnvelope } from '../../envelope.ts';
import { commaList, ZStoreQuery } from '../reviews/common.ts';

// PPC tags (issue 21): the seller's own labels on campaigns, ad groups, keywords and targets, set from
// the tables (select rows → tag) and used by rules scoped "by tag". Per store, free text; a rule scoped
// by a tag takes the tagged keywords/targets and everything under a tagged campaign or ad group.

export const PPC_TAGGABLE = ['campaign', 'ad-group', 'keyword', 'target'] as const;
export type TPpcTaggable = (typeof PPC_TAGGABLE)[number];
export const PPC_TAG_MAX = 40;
export const PPC_TAGS_PER_REQUEST = 500;

export const ZPpcTagName = z
  .string()
  .trim()
  .min(1, 'A tag needs a name.')
  .max(PPC_TAG_MAX, `Keep tags under ${PPC_TAG_MAX} characters.`);

export const ZPpcTagSummary = z.object({
  tag: z.string(),
  /** How many entities of each kind carry it. */
  campaigns: z.number().int(),
  ad_groups: z.number().int(),
  keywords: z.number().int(),
  targets: z.number().int(),
});
export type TPpcTagSummary = z.infer<typeof ZPpcTagSummary>;

export const listPpcTagsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/tags',
  tags: ['ppc'],
  summary: "The store's PPC tags with how many campaigns, ad groups, keywords and targets carry each",
  query: ZStoreQuery,
  response: ZEnvelope(z.object({ items: z.array(ZPpcTagSummary) })),
});

export const ZPpcEntityTagsQuery = ZStoreQuery.extend({
  /** Without it, the ids' tags whatever they are (a keyword table page holds keywords and targets). */
  entity_type: z.enum(PPC_TAGGABLE).optional(),
  /** The entities (a table page) whose tags to answer. */
  ids: commaList(z.string().trim().min(1).max(40)),
});

export const readPpcEntityTagsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/ppc/tags/entities',
  tags: ['ppc'],
  summary: 'The tags of the given campaigns, ad groups, keywords or targets (a table page)',
  query: ZPpcEntityTagsQuery,
  response: ZEnvelope(
    z.object({ items: z.array(z.object({ entity_id: z.string(), tags: z.array(z.string()) })) }),
  ),
});

export const ZPpcTagBody = ZStoreQuery.extend({
  entity_type: z.enum(PPC_TAGGABLE),
  entity_ids: z
    .array(z.string().trim().min(1).max(40))
    .min(1, 'Select at least one row.')
    .max(PPC_TAGS_PER_REQUEST),
  add: z.array(ZPpcTagName).max(20).default([]),
  remove: z.array(ZPpcTagName).max(20).default([]),
});
export type TPpcTagBody = z.input<typeof ZPpcTagBody>;

export const PPC_TAG_MESSAGES = {
  updated: 'Tags updated.',
  nothing: 'Name a tag to add or remove.',
  unknown: 'Some of the selected rows are not in this store.',
} as const;

export const tagPpcEntitiesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/ppc/tags',
  tags: ['ppc'],
  summary: 'Adds and removes tags on the selected campaigns, ad groups, keywords or targets',
  body: ZPpcTagBody,
  response: ZEnvelope(z.object({ updated: z.number().int() })),
});
