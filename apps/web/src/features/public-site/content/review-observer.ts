import { PUBLIC_ROUTES } from '@seller-tools/contract';
import {
  IconBellRinging,
  IconEyeCheck,
  IconFilter,
  IconHeartHandshake,
  IconSearch,
  IconWorld,
} from '@tabler/icons-react';
import type { TModulePageContent } from './types';

export const REVIEW_OBSERVER: TModulePageContent = {
  meta: {
    title: 'Review Observer',
    description:
      'Every new review of your Amazon products in one list, with alerts for 1–3 star reviews, so you can reach the buyer and fix the cause first.',
  },
  eyebrow: 'Service',
  title: 'Read every new review before it costs you the next sale',
  lead: 'Review Observer gathers the new reviews of all your products, in every marketplace, into one list you can filter by stars, product and tag. Critical reviews are flagged the moment we find them, so you hear about them from us and not from your sales report.',
  highlights: [
    'All new reviews from all marketplaces in one list',
    'One- to three-star reviews flagged and sent to you',
    'Filters by stars, product, marketplace and tag',
  ],
  benefits: {
    title: 'Every review in view',
    intro:
      'Buyers tell you what is wrong with a product in its reviews. Reading them late means the same problem ships to the next hundred customers.',
    items: [
      {
        icon: IconBellRinging,
        title: 'Alerts for critical reviews',
        text: 'Decide which star ratings count as critical. Those reviews are marked in the list and reach your inbox with the product and a link to the review.',
      },
      {
        icon: IconFilter,
        title: 'Filters that fit your day',
        text: 'Positive, neutral or negative; one product or a whole tag; one marketplace or all of them. Find the reviews you need in two clicks.',
      },
      {
        icon: IconSearch,
        title: 'Patterns, not just reviews',
        text: '"Leaking", "cracked", "smaller than pictured" three times on one ASIN points to a listing or supplier problem you can fix this week.',
      },
      {
        icon: IconWorld,
        title: 'Every marketplace you sell in',
        text: 'Reviews from amazon.com, amazon.co.uk, amazon.de and the rest sit side by side, each marked with its marketplace.',
      },
      {
        icon: IconHeartHandshake,
        title: 'Follow up the way Amazon allows',
        text: "Use Amazon's own tools to reach the buyer where Amazon permits it, or report a review that breaks Amazon's guidelines. No workarounds that put your account at risk.",
      },
      {
        icon: IconEyeCheck,
        title: 'Nothing slips through',
        text: 'Mark reviews as handled, so everyone on your team can see what has been dealt with and what still needs a look.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Connect your seller account',
        text: "Approve Seller Tools on Amazon's authorization page. Your catalog tells us which products to watch.",
      },
      {
        title: 'We check your product pages',
        text: 'Each product is checked for new reviews, and every new one is added to your list with its stars, title, text and date.',
      },
      {
        title: 'You get the ones that matter',
        text: 'Critical reviews reach you by email and in your daily summary. The rest wait in the list, sorted and searchable.',
      },
    ],
  },
  faq: [
    {
      question: 'How quickly do I see a new review?',
      answer:
        'At our next check of the product after Amazon publishes the review. Amazon itself often takes a day or two between a buyer writing a review and showing it.',
    },
    {
      question: 'Can you remove negative reviews?',
      answer:
        "No one can legitimately remove a review that follows Amazon's rules, and we do not try. If a review breaks Amazon's Community Guidelines, for example it is about the carrier rather than the product, you can report it to Amazon from the review. Review Observer helps you find those quickly.",
    },
    {
      question: 'Do I need Brand Registry?',
      answer:
        'No. Review Observer reads the public product pages, so it works for every product you sell, whether or not you own the brand.',
    },
  ],
  related: [PUBLIC_ROUTES.ratingTrackerService, PUBLIC_ROUTES.reviewRequestService],
};
