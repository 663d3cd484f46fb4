import { z } from 'zod';
import { ZEnvelope } from '../../envelope.ts';
import { REVIEW_MESSAGES, ZStars, ZTagRef } from './common.ts';

// Tag automation: a rule says when a review contains any of the keywords AND has one of the stars AND is
// for one of the ASINs (empty lists match anything; at least one list is set) → add the tag.

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
export const ZTagRuleParams = z.object({ ruleId: z.uuid(REVIEW_MESSAGES.ruleNotFound) });
export const ZTagRuleResponse = ZEnvelope(ZTagRule);
