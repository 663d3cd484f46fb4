import { z } from 'zod';
import { REVIEW_MESSAGES, TAG_COLORS, TAG_NAME_MAX, ZStars, ZTagRef } from './common.ts';

// Tags and tag automation (/settings/tag-automation). Tags and rules belong to the company: every store of
// it shares them. A rule: when a review contains any of the keywords AND has one of the stars AND is for
// one of the ASINs (empty lists match anything; at least one list is set) → add the tag.

export const ZTagName = z.string().trim().min(1, 'Enter a tag name.').max(TAG_NAME_MAX);

export const ZTag = ZTagRef.extend({ review_count: z.number() });
export type TTag = z.infer<typeof ZTag>;

export const ZTagListResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.array(ZTag),
});
export const ZTagRequest = z.object({ name: ZTagName, color: z.enum(TAG_COLORS).default('blue') });
export type TTagRequest = z.input<typeof ZTagRequest>;
export const ZTagParams = z.object({ tagId: z.uuid(REVIEW_MESSAGES.tagNotFound) });
export const ZTagResponse = z.object({ error: z.literal(false), message: z.string().optional(), data: ZTag });
export const ZDeletedResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ id: z.string() }),
});

export const KEYWORD_MAX = 60;
export const ZTagRuleInput = z
  .object({
    name: z.string().trim().min(1, 'Enter a rule name.').max(80),
    tag_id: z.uuid('Choose a tag.'),
    keywords: z.array(z.string().trim().min(1).max(KEYWORD_MAX)).max(50).default([]),
    stars: z.array(ZStars).max(5).default([]),
    asins: z.array(z.string().trim().min(1).max(20)).max(200).default([]),
    active: z.boolean().default(true),
  })
  .refine((r) => r.keywords.length + r.stars.length + r.asins.length > 0, {
    message: REVIEW_MESSAGES.ruleNeedsCondition,
    path: ['keywords'],
  });
export type TTagRuleInput = z.input<typeof ZTagRuleInput>;

export const ZTagRule = z.object({
  rule_id: z.string(),
  name: z.string(),
  tag: ZTagRef,
  keywords: z.array(z.string()),
  stars: z.array(z.number()),
  asins: z.array(z.string()),
  active: z.boolean(),
  updated_at: z.string(),
});
export type TTagRule = z.infer<typeof ZTagRule>;
export const ZTagRuleListResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.array(ZTagRule),
});
export const ZTagRuleParams = z.object({ ruleId: z.uuid(REVIEW_MESSAGES.ruleNotFound) });
export const ZTagRuleResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: ZTagRule,
});

/** POST /api/review/tag-rules/apply — runs the active rules over every existing review of the company. */
export const ZApplyRulesResponse = z.object({
  error: z.literal(false),
  message: z.string().optional(),
  data: z.object({ tagged: z.number() }),
});
