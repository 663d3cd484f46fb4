import { REVIEW_ROUTES } from '@seller-tools/contract';
import {
  type Icon,
  IconAlertOctagon,
  IconClipboardList,
  IconMail,
  IconMailFast,
  IconPlugConnected,
  IconRocket,
} from '@tabler/icons-react';

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

const INTEGRATIONS = { label: 'Open integrations', to: REVIEW_ROUTES.settingsIntegrations };

export const EMPTY_STATES = {
  reviewRequestAutomation: {
    title: 'Review Request Automation',
    icon: IconMailFast,
    willShow:
      "Your eligible orders and the review requests sent for them through Amazon's own Request a Review.",
    firstStep: 'After the import, set when requests go out (days after delivery) and which orders to skip.',
    needsStoreData: true,
  },
  violation: {
    title: 'Violation',
    icon: IconAlertOctagon,
    willShow: 'Hijackers, new offers on your listings, lost Buy Boxes and listing changes, as they happen.',
    firstStep: 'Once your listings are imported, choose which products to watch and who gets the alerts.',
    needsStoreData: true,
  },
  caseManager: {
    title: 'Case manager',
    icon: IconClipboardList,
    willShow: 'Every open case across sellers, to assign, file and follow up.',
    firstStep: 'Cases show up here as sellers enrol in reimbursement recovery.',
    needsStoreData: false,
  },
  addNew: {
    title: 'Add a new store',
    icon: IconPlugConnected,
    willShow: 'Connecting another seller account or marketplace to your company.',
    firstStep: 'Connections are managed in Integrations.',
    needsStoreData: false,
    action: INTEGRATIONS,
  },
  reimburseSignupStep: {
    title: 'Reimbursement recovery signup',
    icon: IconRocket,
    willShow: 'Four short steps: your seller account, case preferences, billing and a final review.',
    firstStep: 'Start with the seller account we should look after.',
    needsStoreData: false,
  },
} satisfies Record<string, TEmptyState>;

export type TEmptyStateKey = keyof typeof EMPTY_STATES;
