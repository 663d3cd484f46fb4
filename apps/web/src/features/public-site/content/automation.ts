import { PUBLIC_ROUTES } from '@seller-tools/contract';
import { IconBolt, IconHandStop, IconMail, IconMailForward, IconTags, IconUsers } from '@tabler/icons-react';
import type { TModulePageContent } from './types';

export const AUTOMATION: TModulePageContent = {
  meta: {
    title: 'Automation',
    description:
      'Rules that watch your Amazon ratings, reviews and orders and act for you: alerts, product tags and review requests that run on their own.',
  },
  eyebrow: 'Feature',
  title: 'Set the rule once. Let it run every day.',
  lead: 'Most of the monitoring a seller does is the same check, repeated: did a rating fall, did a bad review arrive, is this order ready for a review request. Automation turns those checks into rules that run on their own and call you only when something needs you.',
  highlights: [
    'Rules made of a trigger, the products it covers and an action',
    'Tags that sort new products by themselves',
    'Alerts, review requests and summaries on autopilot',
  ],
  benefits: {
    title: 'Routine work that does itself',
    intro:
      'Spend your time on products, suppliers and customers, not on refreshing pages. Rules are simple to read and always in your control.',
    items: [
      {
        icon: IconBolt,
        title: 'Triggers that matter',
        text: 'A new one- to three-star review, a rating that falls by the amount you choose, a delivered order: each one can start a rule.',
      },
      {
        icon: IconTags,
        title: 'Tag automation',
        text: 'Tag products by words in the title, brand or marketplace. New listings get their tags as soon as they appear in your catalog.',
      },
      {
        icon: IconMail,
        title: 'Actions that reach the right person',
        text: "Email the person who owns the product line, flag the ASIN on your dashboard, or put it first in tomorrow's summary.",
      },
      {
        icon: IconMailForward,
        title: 'Review requests on schedule',
        text: 'Review Request Automation is a rule like the others: on or off, timing and exclusions, all in one place.',
      },
      {
        icon: IconHandStop,
        title: 'Always in your hands',
        text: 'Every rule has a switch and shows when it last ran and what it did. Nothing runs that you did not set up or approve.',
      },
      {
        icon: IconUsers,
        title: 'Made for teams',
        text: 'Scope rules by tag, so each person hears about their own products rather than everyone hearing about everything.',
      },
    ],
  },
  steps: {
    title: 'Three parts to every rule',
    items: [
      {
        title: 'Pick a trigger',
        text: 'A new review, a rating change, a delivered order or a new product in your catalog.',
      },
      {
        title: 'Choose the products',
        text: 'All of them, one marketplace, a tag, or products whose title contains a word.',
      },
      {
        title: 'Decide what happens',
        text: 'Send an email, flag the product, add a tag or send the review request. Then switch the rule on.',
      },
    ],
  },
  faq: [
    {
      question: 'Can a rule change my listings or prices?',
      answer:
        "No. Seller Tools reads your catalog and reviews and can send Amazon's review requests. It never edits listings, prices or inventory.",
    },
    {
      question: 'Do I have to build rules before I start?',
      answer:
        'No. Alerts for critical reviews and review requests after delivery are ready when you connect your store; adjust them or add your own whenever you like.',
    },
    {
      question: 'How do I know a rule is working?',
      answer: 'Each rule shows when it last ran and what it did, so you can check it at a glance.',
    },
  ],
  related: [PUBLIC_ROUTES.reviewRequestService, PUBLIC_ROUTES.dailyNotificationFeature],
};
