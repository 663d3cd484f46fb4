import { z } from 'zod';

// Shared pieces of the review product's calls (issue 7). Every call names the store it reads with
// channel_id (the store entry's channel_id); the server answers 403 with CHANNEL_MESSAGES.storeForbidden
// for a store outside the caller's company or access_channel_list, revealing nothing about it.

export const REVIEW_STATUSES = ['new', 'read', 'handled'] as const;
export const ZReviewStatus = z.enum(REVIEW_STATUSES);
export type TReviewStatus = z.infer<typeof ZReviewStatus>;

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;
export const ZStars = z.coerce.number().int().min(1).max(5);

/** The default page size of growing lists, and the largest a caller may ask for. */
export const REVIEW_PAGE_SIZE = 50;
export const REVIEW_PAGE_MAX = 100;

/** The most tag rules a company keeps (each runs over every new review). */
export const TAG_RULES_MAX = 200;

export const REVIEW_MESSAGES = {
  reviewNotFound: 'This review does not exist in this store.',
  productNotFound: 'This product does not exist in this store.',
  tagNotFound: 'This tag does not exist.',
  ruleNotFound: 'This rule does not exist.',
  tagNameTaken: 'A tag with this name already exists.',
  tagNameDefault: 'Give the tag a name of its own.',
  ruleNeedsCondition: 'A rule needs at least one keyword, star rating or ASIN.',
  tooManyRules: `A company can have at most ${TAG_RULES_MAX} tag rules; delete one to add another.`,
  dateRangeInverted: 'The start date must not be after the end date.',
  cursorInvalid: 'This page link is no longer valid; reload the list.',
  noteSaved: 'Note saved.',
  statusSaved: 'Review updated.',
  tagsSaved: 'Tags saved.',
  settingsSaved: 'Notification settings saved.',
  unsubscribed: 'You are unsubscribed.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** The name a new tag starts with in the editor; a tag may not keep it (isNameDefault). */
export const DEFAULT_TAG_NAME = 'New tag';
export const TAG_NAME_MAX = 40;
export const TAG_COLORS = ['blue', 'teal', 'green', 'yellow', 'orange', 'red', 'grape', 'gray'] as const;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is refused, not rolled over). */
export function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === text;
}
export const ZIsoDate = z.string().refine(isIsoDate, 'Use a date as YYYY-MM-DD.');

export const ZStoreQuery = z.object({ channel_id: z.uuid('Choose a store.') });
export type TStoreQuery = z.infer<typeof ZStoreQuery>;

/** Comma-separated list in a query string ("1,2,3") or a repeated parameter, as an array. */
export function commaList<T extends z.ZodType>(item: T) {
  return z.preprocess((value) => {
    if (value === undefined || value === '') return undefined;
    const parts = Array.isArray(value) ? value : String(value).split(',');
    return parts.map((p) => String(p).trim()).filter((p) => p.length > 0);
  }, z.array(item).max(200).optional());
}

export const ZTagRef = z.object({ tag_id: z.string(), name: z.string(), color: z.string() });
export type TTagRef = z.infer<typeof ZTagRef>;

/** Counts of reviews by star, keyed "1" … "5". */
export const ZStarCounts = z.object({
  1: z.number(),
  2: z.number(),
  3: z.number(),
  4: z.number(),
  5: z.number(),
});
export type TStarCounts = z.infer<typeof ZStarCounts>;

/** One review as lists show it. */
export const ZReviewItem = z.object({
  review_id: z.string(),
  asin: z.string(),
  product_title: z.string().nullable(),
  image_url: z.string().nullable(),
  stars: z.number(),
  title: z.string(),
  body: z.string(),
  /** YYYY-MM-DD, the date Amazon shows. */
  review_date: z.string(),
  verified: z.boolean(),
  variant: z.string().nullable(),
  helpful_votes: z.number(),
  author: z.string().nullable(),
  status: ZReviewStatus,
  tags: z.array(ZTagRef),
  note_count: z.number(),
  /** When the sync found the review gone from Amazon's pages (ISO); null while Amazon shows it. */
  removed_at: z.string().nullable(),
  /** The review on Amazon's site of the store's marketplace. */
  review_url: z.string(),
  product_url: z.string(),
});
export type TReviewItem = z.infer<typeof ZReviewItem>;

export const ZBoolText = z.enum(['true', 'false']).transform((v) => v === 'true');
