import { PUBLIC_ROUTES } from '@seller-tools/contract';
import {
  IconChartBar,
  IconChartLine,
  IconMailForward,
  IconMessageStar,
  IconPhoto,
  IconWorld,
} from '@tabler/icons-react';
import type { TModulePageContent } from './types';

export const PRODUCT_DETAIL_OVERVIEW: TModulePageContent = {
  meta: {
    title: 'Product Detail Overview',
    description:
      'Everything about one Amazon product on one page: rating history, star distribution, latest reviews, review requests and listing changes.',
  },
  eyebrow: 'Feature',
  title: 'Everything about one product, on one page',
  lead: "When a product needs attention you want the whole story, not ten reports. The Product Detail Overview puts one ASIN's rating history, star distribution, latest reviews, review requests and listing changes side by side, for each marketplace it sells in.",
  highlights: [
    'Rating and rating count over time',
    'Star distribution and the latest reviews',
    'Title and image changes, with their dates',
  ],
  benefits: {
    title: 'The full picture of an ASIN',
    intro:
      'A falling rating, three "smaller than pictured" reviews and a new main image in the same week are not three problems. They are one, and this page shows it.',
    items: [
      {
        icon: IconChartLine,
        title: 'History at a glance',
        text: 'The rating and number of ratings by day, by month, or for the whole time we have tracked the product.',
      },
      {
        icon: IconChartBar,
        title: 'Star distribution',
        text: 'The share of five- to one-star ratings, and how it has shifted.',
      },
      {
        icon: IconMessageStar,
        title: 'Latest reviews',
        text: 'The newest reviews with their stars, text and date, the critical ones marked.',
      },
      {
        icon: IconPhoto,
        title: 'Listing changes',
        text: 'We note when the title or main image of the product page changes, so you can match a change in reviews to a change in the listing.',
      },
      {
        icon: IconMailForward,
        title: 'Review requests for the product',
        text: "How many of the product's orders received a review request, and how many were skipped and why.",
      },
      {
        icon: IconWorld,
        title: 'One product, every marketplace',
        text: 'Switch between the marketplaces the product sells in without leaving the page.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Find the product',
        text: 'Search by ASIN or name, or open it from the tracker, the review list or your daily summary.',
      },
      {
        title: 'Read the story',
        text: 'The history, the reviews and the listing changes on one screen, in date order.',
      },
      {
        title: 'Act and follow up',
        text: 'Fix the listing or talk to your supplier, then come back to see whether the next reviews improve.',
      },
    ],
  },
  faq: [
    {
      question: 'Which products can I open?',
      answer: 'Every product in the seller accounts you connect, in each marketplace it is sold in.',
    },
    {
      question: 'How far back does the history go?',
      answer:
        'To the day you connected your store. From then on it grows every day for as long as your account is active.',
    },
  ],
  related: [PUBLIC_ROUTES.ratingTrackerService, PUBLIC_ROUTES.reviewObserverService],
};
