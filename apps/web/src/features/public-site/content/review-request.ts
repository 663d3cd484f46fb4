import { PUBLIC_ROUTES } from '@seller-tools/contract';
import {
  IconBan,
  IconBuildingStore,
  IconChartBar,
  IconClock,
  IconInfoCircle,
  IconShieldCheck,
} from '@tabler/icons-react';
import type { TModulePageContent } from './types';

export const REVIEW_REQUEST: TModulePageContent = {
  meta: {
    title: 'Review Request Automation',
    description:
      "Send Amazon's own Request a Review for every eligible order at the right time, with exclusion rules that leave unhappy buyers alone. 100% compliant with Amazon.",
  },
  eyebrow: 'Service',
  title: 'Ask every buyer for a review without clicking a thousand buttons',
  lead: "Amazon's Request a Review button is the safest way to ask for reviews, and the most tedious: one order at a time, inside a window of a few weeks. Review Request Automation presses it for you on every eligible order, on your schedule, and skips the orders you would rather not ask.",
  highlights: [
    "Amazon's own Request a Review, and nothing else",
    'Sent the days after delivery you choose, at the hour you choose',
    'Refunded, returned and unhappy orders left out',
  ],
  benefits: {
    title: 'More reviews, no policy risk',
    intro:
      "Sellers worry about suspension over the wording of a review request. With Amazon's own request there is no wording to get wrong: Amazon writes the message in the buyer's language and asks for a product review and seller feedback together.",
    items: [
      {
        icon: IconShieldCheck,
        title: 'Compliant by design',
        text: "We only use Amazon's official Solicitations API, the same request as the button in Seller Central. No custom emails, no incentives, no review gating.",
      },
      {
        icon: IconClock,
        title: 'Timed to the delivery',
        text: 'Amazon accepts a request between 5 and 30 days after delivery. Pick the day in that window and the hour of day that suit your products.',
      },
      {
        icon: IconBan,
        title: 'Exclusion rules',
        text: 'Leave out refunded and returned orders, orders with negative seller feedback, late shipments, cancelled and out-of-country orders, and any buyer on your do-not-ask list.',
      },
      {
        icon: IconInfoCircle,
        title: 'An honest log',
        text: 'Every order shows what happened: sent, scheduled, or skipped and why, including when Amazon offered no request for the order at all.',
      },
      {
        icon: IconBuildingStore,
        title: 'Per marketplace',
        text: 'Turn requests on or off and set their timing for each marketplace on its own, so a new marketplace starts the way you want.',
      },
      {
        icon: IconChartBar,
        title: 'Counts you can trust',
        text: 'Requests sent, due today and skipped, plus the time saved: about ten seconds for every order you did not have to click.',
      },
    ],
  },
  steps: {
    title: 'How it works',
    items: [
      {
        title: 'Connect your seller account',
        text: "Approve Seller Tools on Amazon's authorization page, including the permission to send review requests.",
      },
      {
        title: 'Set the rule once',
        text: 'Pick the days after delivery, the hour and the exclusions. Safe defaults are ready if you simply want to start.',
      },
      {
        title: 'Watch it run',
        text: "Each day the eligible orders get their request at the set time, and the log shows every order's outcome.",
      },
    ],
  },
  faq: [
    {
      question: 'Is this allowed by Amazon?',
      answer:
        "Yes. It uses Amazon's Solicitations API, which Amazon built for exactly this, and sends the same message as the Request a Review button. Amazon allows one request per order, between 5 and 30 days after delivery, and we keep to those limits.",
    },
    {
      question: 'Can I write my own message?',
      answer:
        "No, and that is the point: Amazon's request has a fixed template translated into the buyer's language, which is why it cannot break Amazon's communication rules.",
    },
    {
      question: 'What does "Amazon offered no action" mean?',
      answer:
        'For some orders Amazon does not offer a review request at all, and at times Amazon pauses the feature for everyone. We show that as the reason instead of counting the order as sent.',
    },
    {
      question: 'What if I already clicked the button for an order?',
      answer:
        'Amazon accepts one request per order. If one was sent already, by you or by us, no second request goes out, and the log says so.',
    },
  ],
  related: [PUBLIC_ROUTES.reviewObserverService, PUBLIC_ROUTES.automationFeature],
};
