import { SYSTEM_ROUTES } from '@seller-tools/contract';
import { type Icon, IconMail, IconMailFast } from '@tabler/icons-react';

/**
 * The empty state of a module page whose insides a later issue builds: what will appear here and the
 * first thing to do. Pages that show store data say "connect a store" or "wait for the import" first.
 */
export interface TEmptyState {
  title: string;
  icon: Icon;
  /** What the page will show once it has data. */
  willShow: string;
  /** The first thing to do, once the store data is there. */
  firstStep: string;
  /** Whether the page is built from the seller's store data (then the import state matters). */
  needsStoreData: boolean;
  /** A real destination for the first step, when there is one. */
  action?: { label: string; to: string };
}

export const EMPTY_STATES = {
  reviewRequestAutomation: {
    title: 'Review Request Automation',
    icon: IconMailFast,
    willShow:
      "Your eligible orders and the review requests sent for them through Amazon's own Request a Review.",
    firstStep: 'After the import, set when requests go out (days after delivery) and which orders to skip.',
    needsStoreData: true,
  },
  emailCampaign: {
    title: 'Email campaigns',
    icon: IconMail,
    willShow: 'Campaigns sent to sellers, with who received and opened them.',
    firstStep: 'Build a first campaign.',
    needsStoreData: false,
    action: { label: 'Open the builder', to: SYSTEM_ROUTES.emailCampaignBuilder },
  },
  emailCampaignBuilder: {
    title: 'Campaign builder',
    icon: IconMail,
    willShow: 'The editor for a campaign: audience, subject, content and schedule.',
    firstStep: 'Choose the audience of the campaign first.',
    needsStoreData: false,
  },
} satisfies Record<string, TEmptyState>;

export type TEmptyStateKey = keyof typeof EMPTY_STATES;
