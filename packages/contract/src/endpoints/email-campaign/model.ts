import { z } from 'zod';

// Email campaigns (issue 24; spec §2 and §6: /system/email-campaign, super-admin only). A campaign goes to
// one of the three marketing lists of spec §7 (is_subscribed_marketing_list), narrowed by filters; its body
// is a document of blocks the server renders to email HTML (MJML: tables and inline styles) and sanitises.

export const CAMPAIGN_LISTS = [
  'general_newsletter_email',
  'new_feature_guide_email',
  'recent_update_email',
] as const;
export const ZCampaignList = z.enum(CAMPAIGN_LISTS);
export type TCampaignList = z.infer<typeof ZCampaignList>;
export const CAMPAIGN_LIST_LABELS: Record<TCampaignList, string> = {
  general_newsletter_email: 'General newsletter',
  new_feature_guide_email: 'New feature guide',
  recent_update_email: 'Recent updates',
};

export const CAMPAIGN_STATES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type TCampaignState = (typeof CAMPAIGN_STATES)[number];

export const CAMPAIGN_SUBJECT_MAX = 200;
export const CAMPAIGN_TEXT_MAX = 10_000;
export const CAMPAIGN_MAX_BLOCKS = 60;

export const CAMPAIGN_MESSAGES = {
  notFound: 'Campaign not found.',
  notDraft: 'Only a draft or a scheduled campaign can be changed.',
  deleteDraftOnly: 'Only a draft can be deleted.',
  cannotCancel: 'Only a scheduled or sending campaign can be cancelled.',
  subjectRequired: 'Please enter a subject before sending.',
  blocksRequired: 'Add at least one block before sending.',
  scheduleInPast: 'Choose a time in the future, or send now.',
  emptyAudience: 'Nobody in this audience is subscribed to the list.',
  saved: 'Saved.',
  scheduled: 'The campaign is scheduled.',
  sending: 'The campaign is being sent.',
  cancelled: 'The campaign is cancelled.',
  deleted: 'The draft is deleted.',
  duplicated: 'A copy is created as a draft.',
  testSent: 'A test email is sent to you.',
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
} as const;

/** An https address, or a path of this site, for links and images in a mail. */
export const CAMPAIGN_URL_FORMAT = 'Must be an https:// (or mailto:) address.';
const ZHref = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(https:\/\/[^\s/]+\S*|mailto:\S+)$/i, CAMPAIGN_URL_FORMAT);
const ZImageSrc = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https:\/\/[^\s/]+\S*$/i, CAMPAIGN_URL_FORMAT);
/** Text with links written as [label](https://…), paragraphs separated by a blank line. */
const ZRichText = z.string().max(CAMPAIGN_TEXT_MAX);
const ZBlockId = z.string().min(1).max(40);

export const ZCampaignBlock = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('heading'),
    id: ZBlockId,
    text: z.string().max(300),
    level: z.enum(['1', '2']),
  }),
  z.object({ type: z.literal('text'), id: ZBlockId, text: ZRichText }),
  z.object({
    type: z.literal('image'),
    id: ZBlockId,
    src: ZImageSrc.or(z.literal('')),
    alt: z.string().max(300),
    href: ZHref.or(z.literal('')),
  }),
  z.object({
    type: z.literal('button'),
    id: ZBlockId,
    label: z.string().max(100),
    href: ZHref.or(z.literal('')),
  }),
  z.object({ type: z.literal('divider'), id: ZBlockId }),
  z.object({ type: z.literal('columns'), id: ZBlockId, left: ZRichText, right: ZRichText }),
  z.object({ type: z.literal('footer'), id: ZBlockId, text: ZRichText }),
]);
export type TCampaignBlock = z.infer<typeof ZCampaignBlock>;
export type TCampaignBlockType = TCampaignBlock['type'];
export const CAMPAIGN_BLOCK_TYPES = [
  'heading',
  'text',
  'image',
  'button',
  'divider',
  'columns',
  'footer',
] as const;

const ZDate = z.iso.date();
export const ZCampaignFilters = z.object({
  plan_ids: z.array(z.string().max(100)).max(50).default([]),
  modules: z.array(z.string().max(50)).max(20).default([]),
  roles: z.array(z.string().max(50)).max(20).default([]),
  /** null: either. */
  has_store: z.boolean().nullable().default(null),
  marketplace_ids: z.array(z.string().max(30)).max(30).default([]),
  signed_up_from: ZDate.nullable().default(null),
  signed_up_to: ZDate.nullable().default(null),
  /** Signed in within this many days; null: any. */
  active_within_days: z.number().int().min(1).max(3650).nullable().default(null),
});
export type TCampaignFilters = z.output<typeof ZCampaignFilters>;
export type TCampaignFiltersInput = z.input<typeof ZCampaignFilters>;

export const ZCampaignContent = z.object({
  name: z.string().trim().max(200),
  list: ZCampaignList,
  filters: ZCampaignFilters,
  subject: z.string().trim().max(CAMPAIGN_SUBJECT_MAX),
  preheader: z.string().trim().max(300),
  blocks: z.array(ZCampaignBlock).max(CAMPAIGN_MAX_BLOCKS),
  track_opens: z.boolean(),
  track_clicks: z.boolean(),
});
export type TCampaignContent = z.output<typeof ZCampaignContent>;

export const ZCampaignCounts = z.object({
  audience: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
  unsubscribed: z.number().int(),
  bounced: z.number().int(),
});
export type TCampaignCounts = z.infer<typeof ZCampaignCounts>;

export const ZCampaign = ZCampaignContent.extend({
  id: z.string(),
  state: z.enum(CAMPAIGN_STATES),
  /** UTC ISO 8601; null: not scheduled. */
  scheduled_at: z.string().nullable(),
  /** The sender's IANA time zone the schedule was chosen in. */
  time_zone: z.string(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  counts: ZCampaignCounts,
});
export type TCampaign = z.infer<typeof ZCampaign>;

export const ZCampaignIdParams = z.object({ id: z.uuid() });

/** A new campaign's starting document. */
export function defaultCampaignContent(): TCampaignContent {
  return {
    name: 'Untitled campaign',
    list: 'general_newsletter_email',
    filters: ZCampaignFilters.parse({}),
    subject: '',
    preheader: '',
    blocks: [
      { type: 'heading', id: 'b1', text: 'Hello from Seller Tools', level: '1' },
      {
        type: 'text',
        id: 'b2',
        text: 'Write your message here. Links look like [this](https://example.com).',
      },
      { type: 'footer', id: 'b3', text: 'You receive this email because you subscribed to it.' },
    ],
    track_opens: true,
    track_clicks: true,
  };
}
