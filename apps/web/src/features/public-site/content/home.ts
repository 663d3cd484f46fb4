import type { TQuestion } from './types';

export const HOME_META = {
  description:
    'Seller Tools tracks the star rating and reviews of every Amazon product you sell, sends Amazon review requests for you and emails a daily summary. Temporarily free of charge.',
};

export const HOME_FAQ: readonly TQuestion[] = [
  {
    question: 'Is Seller Tools really free?',
    answer:
      'Yes, for now Seller Tools is free of charge, with no credit card asked. If that ever changes we will tell you well in advance, and nothing will be charged without your agreement.',
  },
  {
    question: 'Is it safe to connect my Amazon seller account?',
    answer:
      "You connect through Amazon's own authorization page in Seller Central; we never see your Amazon password. The access Amazon gives us is encrypted at rest, and you can revoke it at any time from Seller Central.",
  },
  {
    question: 'Will it get my account in trouble with Amazon?',
    answer:
      "No. We use Amazon's official Selling Partner API and send review requests only through Amazon's own Request a Review. No custom emails to buyers, no incentives, nothing against Amazon's policies.",
  },
  {
    question: 'Which marketplaces can I use?',
    answer:
      'The marketplaces of the North America, Europe and Far East regions, such as amazon.com, amazon.ca, amazon.co.uk, amazon.de and amazon.co.jp. Start with one and connect more later.',
  },
];
