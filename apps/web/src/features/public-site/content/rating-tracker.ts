import { PUBLIC_ROUTES } from '@seller-tools/contract';
import {
  IconFileText,
  IconMessageStar,
  IconTags,
  IconTimeline,
  IconTrendingDown,
  IconWorld,
} from '@tabler/icons-react';
import type { TModulePageContent } from './types';

export const RATING_TRACKER: TModulePageContent = {
  meta: {
    title: 'Product Ratings Tracker',
    description:
      'Track the star rating of every Amazon product day by day, see the reviews behind each change, and hear about a drop before it costs you sales.',
  },
  eyebrow: 'Service',
  title: 'Know the day your rating moves, and why',
  lead: "Amazon shows a product's rating as it is today. Product Ratings Tracker keeps the history: the rating and number of ratings of every ASIN, every day, in every marketplace you sell in, with the reviews that moved it on the same timeline.",
  highlights: [
    'A daily rating history for every ASIN and marketplace',
    'The reviews behind each rise and fall, on the same chart',
    'A warning when a rating slips, not weeks later',
  ],
  benefits: {
    title: 'Stop guessing what happened to your stars',
    intro:
      'A slide from 4.5 to 4.3 stars is easy to miss and expensive to ignore: shoppers filter by rating, and every tenth of a star shows up in your conversion rate.',
    items: [
      {
        icon: IconTimeline,
        title: 'A history, not a snapshot',
        text: 'We record the rating and rating count of each product every day, so you can compare this week with last month or last season.',
      },
      {
        icon: IconMessageStar,
        title: 'Reviews on the timeline',
        text: 'Every move on the chart sits next to the reviews that arrived that day. See at once whether a dip came from one unlucky order or a batch of buyers with the same complaint.',
      },
      {
        icon: IconTrendingDown,
        title: 'Drops flagged early',
        text: 'Choose how big a change matters to you. When a product crosses it, it goes to the top of your dashboard and into your daily summary.',
      },
      {
        icon: IconWorld,
        title: 'Every marketplace',
        text: 'The US, Canada, the UK, Germany, Japan and the rest: one view per marketplace, or the same product side by side across all of them.',
      },
      {
        icon: IconTags,
        title: 'Grouped your way',
        text: 'Tag products by brand, category or supplier and follow each group. When one production batch goes wrong, the whole group tells you.',
      },
      {
        icon: IconFileText,
        title: 'Numbers you can share',
        text: 'Give your team, your supplier or your agency the dates and figures behind a problem instead of a screenshot and a hunch.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Connect your seller account',
        text: "Approve Seller Tools on Amazon's own authorization page in Seller Central. We read your catalog; we never change your listings.",
      },
      {
        title: 'Your history starts today',
        text: 'Each product is checked every day on its public Amazon page: the same rating and count your shoppers see.',
      },
      {
        title: 'Act on what moved',
        text: 'Open a product to see its curve and the reviews behind it, then fix the listing, the product or the supplier.',
      },
    ],
  },
  faq: [
    {
      question: 'Where do the ratings come from?',
      answer:
        "From your products' public Amazon pages, the same rating and count shoppers see. Amazon offers no API for reviews, so every review tool reads the product pages; we do it once a day per product.",
    },
    {
      question: 'Can I see ratings from before I signed up?',
      answer:
        'The history starts on the day you connect your store. Every day you wait is a day of history you will not have later, so it pays to connect early.',
    },
    {
      question: 'Which products are tracked?',
      answer:
        'Every product in the seller accounts you connect, in each of their marketplaces. New listings join the tracker as soon as they appear in your catalog.',
    },
    {
      question: 'What does it cost?',
      answer:
        'Nothing for now: Seller Tools is temporarily free of charge. If that changes, we will tell you well in advance and nothing will be charged without your agreement.',
    },
  ],
  related: [PUBLIC_ROUTES.reviewObserverService, PUBLIC_ROUTES.dailyNotificationFeature],
};
