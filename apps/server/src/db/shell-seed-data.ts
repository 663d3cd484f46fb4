import type { TPlanModule } from '@seller-tools/contract';

// Plans and changelog posts seeded at every start (insert-if-missing by name / seed key, so operators'
// edits survive restarts). The changelog describes what has actually shipped.

export type TPlanSeed = {
  name: string;
  description: string;
  modules: TPlanModule[];
  priceCents: number;
  commissionPercent: number | null;
  isDefault: boolean;
  sortOrder: number;
};

export const PLAN_SEEDS: TPlanSeed[] = [
  {
    name: 'review',
    description:
      'Product Ratings Tracker, Review Observer, Review Request Automation and reports for every connected store.',
    modules: ['review'],
    priceCents: 0,
    commissionPercent: null,
    isDefault: true,
    sortOrder: 0,
  },
  {
    name: 'reimburse',
    description:
      'FBA reimbursement recovery: we find lost, damaged and overcharged items, file the cases and track payouts. You pay only a share of what Amazon reimburses.',
    modules: ['reimburse'],
    priceCents: 0,
    commissionPercent: 20,
    isDefault: false,
    sortOrder: 1,
  },
  {
    name: 'ppc',
    description:
      'PPC Manager: Sponsored Products performance by campaign, ad group, keyword and product, with ACoS, ROAS and TACoS over your chosen period.',
    modules: ['ppc'],
    priceCents: 0,
    commissionPercent: null,
    isDefault: false,
    sortOrder: 2,
  },
  {
    name: 'violation',
    description:
      'Violation: hijackers, MAP breaches, lost Buy Box, listing changes and suppressions, account health and negative feedback, with alerts within one sync.',
    modules: ['violation'],
    priceCents: 0,
    commissionPercent: null,
    isDefault: false,
    sortOrder: 3,
  },
];

export type TBoardSeed = {
  seedKey: string;
  type: 'news' | 'changelog';
  title: string;
  contents: string;
  bulletContentList: string[];
  referenceContent: string | null;
  createdAt: Date;
};

export const BOARD_SEEDS: TBoardSeed[] = [
  {
    seedKey: 'changelog-2026-11-accounts',
    type: 'changelog',
    title: 'Accounts and secure sign-in',
    contents:
      '<p>Every seller now has a <strong>Seller Tools account</strong> for their company. Sign in with your email and password; tick <em>Remember me</em> to stay signed in on this device.</p><p>Forgot your password? We email a temporary one that works once, for an hour, beside your current password, and ask you to choose a new password right after signing in with it. Repeated wrong passwords are slowed down to keep your account safe.</p>',
    bulletContentList: [
      'Sign in with email and password, with Remember me',
      'Forgot password sends a temporary password valid for 1 hour',
      'Change your password at any time, or later when asked',
      'Passwords are stored as argon2id hashes, never in plain text',
    ],
    referenceContent: null,
    createdAt: new Date('2026-11-20T09:00:00.000Z'),
  },
  {
    seedKey: 'changelog-2026-11-registration',
    type: 'changelog',
    title: 'Create your account in three steps',
    contents:
      '<p>Registration is open. Enter your name, email, company and password, confirm your email with the 6-character code we send you (it is valid for 10 minutes), and connect your Amazon seller account.</p><p>You can ask for a new code if the first one does not arrive; the old code stops working as soon as the new one is sent.</p>',
    bulletContentList: [
      'Step 1: your details and a strong password',
      'Step 2: verify your email with a 6-character code',
      'Step 3: connect your Amazon seller account',
    ],
    referenceContent: null,
    createdAt: new Date('2026-11-21T09:00:00.000Z'),
  },
  {
    seedKey: 'changelog-2026-11-amazon-connect',
    type: 'changelog',
    title: 'Connect your Amazon seller account',
    contents:
      '<p>Choose your region and marketplace and authorize Seller Tools in Seller Central. Amazon gives us a token that lets us read your listings, orders and reviews; we keep it <strong>encrypted at rest</strong> and never see your Amazon password.</p><p>Once connected, your store appears in the store switcher and we start importing its data. You will see "Your account is now ready!" when the import is finished.</p>',
    bulletContentList: [
      'All Amazon marketplaces in North America, Europe and the Far East',
      'Authorization through Amazon’s own consent page',
      'Refresh tokens encrypted with AES-256-GCM',
    ],
    referenceContent: null,
    createdAt: new Date('2026-11-22T09:00:00.000Z'),
  },
  {
    seedKey: 'news-2026-11-welcome',
    type: 'news',
    title: 'Welcome to Seller Tools',
    contents:
      '<p>Thanks for joining. Your first store is connected and its import is under way. While it runs, set your email preferences and watch the short intro videos for the Product Ratings Tracker, Review Observer and Review Request Automation.</p><p>Open <em>What’s new?</em> in the side menu at any time to see what we have shipped.</p>',
    bulletContentList: [],
    referenceContent: null,
    createdAt: new Date('2026-11-22T10:00:00.000Z'),
  },
];
