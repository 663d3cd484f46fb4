import { PUBLIC_ROUTES } from '@seller-tools/contract';
import {
  IconBellOff,
  IconClock,
  IconMailForward,
  IconMessageStar,
  IconTrendingDown,
  IconUsers,
} from '@tabler/icons-react';
import type { TModulePageContent } from './types';

export const DAILY_NOTIFICATION: TModulePageContent = {
  meta: {
    title: 'Daily Notification',
    description:
      "One email every morning with yesterday's new reviews, rating changes and review requests for all your Amazon products and marketplaces.",
  },
  eyebrow: 'Feature',
  title: 'Your whole store in one email, every morning',
  lead: 'The Daily Notification is a short summary of the day before: new reviews by star rating, the products whose rating moved, the review requests sent, and anything that needs a look. Read it over coffee, and open the dashboard only when it tells you to.',
  highlights: [
    'New reviews, rating changes and review requests in one email',
    'The reviews that need you, listed first',
    'You choose who receives it',
  ],
  benefits: {
    title: 'On top of things without logging in',
    intro:
      'You should not need five open tabs to learn that nothing happened. And when something did happen, you should not learn it a week later.',
    items: [
      {
        icon: IconMessageStar,
        title: "Yesterday's reviews, sorted",
        text: 'How many new reviews each star rating received, with the critical ones quoted so you can judge them from your inbox.',
      },
      {
        icon: IconTrendingDown,
        title: 'Rating moves',
        text: 'Every product whose rating changed, from what to what, worst first.',
      },
      {
        icon: IconMailForward,
        title: 'Review request results',
        text: 'How many requests went out, how many were skipped, and why.',
      },
      {
        icon: IconClock,
        title: 'Ready when your day starts',
        text: 'The summary covers a full day and arrives in the morning, before you open Seller Central.',
      },
      {
        icon: IconUsers,
        title: 'For the whole team',
        text: 'Send it to yourself, your assistant or your agency: every user of your company account can choose to receive it.',
      },
      {
        icon: IconBellOff,
        title: 'Easy to turn off',
        text: 'One switch in your notification settings, and an unsubscribe link in every email.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Connect your seller account',
        text: 'Your products, reviews and review requests feed the summary from day one.',
      },
      {
        title: 'Choose your notifications',
        text: 'In your notification settings, pick whether the summary comes to you and which alerts arrive on their own.',
      },
      {
        title: 'Read it each morning',
        text: 'A few lines on a quiet day, the important things first on a busy one.',
      },
    ],
  },
  faq: [
    {
      question: 'Can I turn it off?',
      answer:
        'Yes, any time, in your notification settings, or with the unsubscribe link at the bottom of the email.',
    },
    {
      question: 'Who can receive it?',
      answer:
        'Any user of your company account. Invite your team, then each person chooses in their notification settings whether they want it.',
    },
    {
      question: 'Does it replace the alerts for critical reviews?',
      answer:
        'No. Critical reviews still reach you when we find them; the summary puts them in the context of the whole day.',
    },
  ],
  related: [PUBLIC_ROUTES.reviewObserverService, PUBLIC_ROUTES.ratingTrackerService],
};
