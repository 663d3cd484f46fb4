import { REIMBURSE_ROUTES, REVIEW_ROUTES, SYSTEM_ROUTES } from '@seller-tools/contract';
import {
  type Icon,
  IconAddressBook,
  IconAlertOctagon,
  IconBell,
  IconBox,
  IconBuildingWarehouse,
  IconCashBanknote,
  IconClipboardList,
  IconCode,
  IconCreditCard,
  IconFileText,
  IconHourglass,
  IconListCheck,
  IconMail,
  IconMailFast,
  IconPlugConnected,
  IconReceiptRefund,
  IconRocket,
  IconRulerMeasure,
  IconShieldLock,
  IconTargetArrow,
  IconTruckDelivery,
  IconUserCircle,
  IconUsers,
  IconUsersGroup,
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
const REIMBURSE_SIGNUP = { label: 'Start reimbursement signup', to: `${REIMBURSE_ROUTES.signupStep}/1` };

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
  ppcManager: {
    title: 'PPC Manager',
    icon: IconTargetArrow,
    willShow: 'Your advertising campaigns with spend, sales and ACoS, and the bid rules working on them.',
    firstStep: 'Connect the advertising account of your store to bring your campaigns in.',
    needsStoreData: true,
    action: INTEGRATIONS,
  },
  settingsAccounts: {
    title: 'Accounts',
    icon: IconUserCircle,
    willShow: 'Your profile, your company, and the people of your company with the stores each may see.',
    firstStep: 'Check your name and company here, then invite your team.',
    needsStoreData: false,
  },
  settingsIntegrations: {
    title: 'Integrations',
    icon: IconPlugConnected,
    willShow: 'Every connected seller account and marketplace, with the state of its data import.',
    firstStep: 'Connect each marketplace you sell in; the store switcher lists them once connected.',
    needsStoreData: false,
  },
  signupDashboard: {
    title: 'Reimbursement recovery',
    icon: IconReceiptRefund,
    willShow:
      'Money Amazon owes you: lost and damaged inventory, fee overcharges and shipment discrepancies, found for you.',
    firstStep: 'Sign up for reimbursement recovery to let us start looking.',
    needsStoreData: false,
    action: REIMBURSE_SIGNUP,
  },
  signupCasesInProgress: {
    title: 'Cases in progress',
    icon: IconHourglass,
    willShow: 'The reimbursement cases filed for you and waiting on Amazon, with their deadlines.',
    firstStep: 'Sign up for reimbursement recovery; cases appear here as soon as we file them.',
    needsStoreData: false,
    action: REIMBURSE_SIGNUP,
  },
  signupReimbursedCases: {
    title: 'Reimbursed cases',
    icon: IconCashBanknote,
    willShow: 'Every case Amazon paid, with its reimbursement id and amount.',
    firstStep: 'Sign up for reimbursement recovery to start recovering money.',
    needsStoreData: false,
    action: REIMBURSE_SIGNUP,
  },
  signupPayoutSummary: {
    title: 'Payout summary',
    icon: IconCreditCard,
    willShow: 'What was recovered each month and what it cost, with monthly statements.',
    firstStep: 'Sign up for reimbursement recovery; the first summary follows the first payout.',
    needsStoreData: false,
    action: REIMBURSE_SIGNUP,
  },
  actionNeededCases: {
    title: 'Action needed',
    icon: IconListCheck,
    willShow: 'Cases waiting for you, such as an invoice or proof of delivery Amazon asked for.',
    firstStep: 'Nothing to do yet: cases that need you land here first.',
    needsStoreData: true,
  },
  casesInProgress: {
    title: 'Cases in progress',
    icon: IconHourglass,
    willShow: 'The cases filed for you and waiting on Amazon, with how long each has left.',
    firstStep: 'Cases appear once the first scan of your inventory and shipments finishes.',
    needsStoreData: true,
  },
  cases: {
    title: 'Reimbursed cases',
    icon: IconCashBanknote,
    willShow: 'Every case Amazon paid, with its reimbursement id and amount.',
    firstStep: 'Paid cases land here by themselves.',
    needsStoreData: true,
  },
  lostInWarehouse: {
    title: 'Lost in warehouse',
    icon: IconBuildingWarehouse,
    willShow: 'Units lost or damaged in fulfilment centres and not yet reimbursed.',
    firstStep: 'The first scan of your inventory ledger fills this list.',
    needsStoreData: true,
  },
  payoutSummary: {
    title: 'Payout summary',
    icon: IconCreditCard,
    willShow: 'What was recovered each month and what it cost, with monthly statements.',
    firstStep: 'The first summary follows the first payout.',
    needsStoreData: true,
  },
  setupShipmentDiscrepancy: {
    title: 'Shipment discrepancy setup',
    icon: IconTruckDelivery,
    willShow: 'Inbound shipments where Amazon received fewer units than you sent.',
    firstStep: 'Choose how far back to look at inbound shipments.',
    needsStoreData: true,
  },
  setupFeeOvercharge: {
    title: 'Fee overcharge setup',
    icon: IconReceiptRefund,
    willShow: 'Products charged fulfilment fees for the wrong size or weight.',
    firstStep: 'Check your product dimensions so overcharges can be told apart.',
    needsStoreData: true,
    action: { label: 'Product dimensions', to: REIMBURSE_ROUTES.settingsProductDimensions },
  },
  reimburseSettingsAccounts: {
    title: 'Reimbursement accounts',
    icon: IconUserCircle,
    willShow: 'The seller accounts enrolled in reimbursement recovery.',
    firstStep: 'Enrol the seller accounts we should look after.',
    needsStoreData: false,
  },
  casePreference: {
    title: 'Case preference',
    icon: IconClipboardList,
    willShow: 'Which kinds of cases we file for you, and which you want to review first.',
    firstStep: 'Choose the case kinds to file by themselves.',
    needsStoreData: false,
  },
  productDimensions: {
    title: 'Product dimensions',
    icon: IconRulerMeasure,
    willShow: 'The size and weight Amazon measured for each product next to yours.',
    firstStep: 'Products appear after the import; correct any size Amazon got wrong.',
    needsStoreData: true,
  },
  documentGenerator: {
    title: 'Document generator',
    icon: IconFileText,
    willShow: 'Invoices and proof documents generated for your cases.',
    firstStep: 'Documents are generated when a case asks for one.',
    needsStoreData: false,
  },
  billing: {
    title: 'Billing',
    icon: IconCreditCard,
    willShow: 'Your payment method and invoices; you pay only a share of what is recovered.',
    firstStep: 'Add a payment method before the first payout.',
    needsStoreData: false,
  },
  reimburseNotification: {
    title: 'Reimbursement notifications',
    icon: IconBell,
    willShow: 'Emails about new cases, cases that need you and payouts.',
    firstStep: 'Pick the emails you want to receive.',
    needsStoreData: false,
  },
  caseManager: {
    title: 'Case manager',
    icon: IconClipboardList,
    willShow: 'Every open case across sellers, to assign, file and follow up.',
    firstStep: 'Cases show up here as sellers enrol in reimbursement recovery.',
    needsStoreData: false,
  },
  userMonitoring: {
    title: 'User monitoring',
    icon: IconUsers,
    willShow: 'Every user with their company, stores, last sign-in and import state.',
    firstStep: 'Users appear as sellers register.',
    needsStoreData: false,
  },
  generalCode: {
    title: 'General codes',
    icon: IconCode,
    willShow: 'The code lists the product runs on: email domains, regions and marketplaces.',
    firstStep: 'Pick a code class to see and edit its entries.',
    needsStoreData: false,
  },
  roleManagement: {
    title: 'Role management',
    icon: IconShieldLock,
    willShow: 'The staff roles and who holds each one.',
    firstStep: 'Grant roles to the staff who need them.',
    needsStoreData: false,
  },
  planManagement: {
    title: 'Plan management',
    icon: IconBox,
    willShow: 'The plans on offer and the companies on each.',
    firstStep: 'Review the plans before assigning them to companies.',
    needsStoreData: false,
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
  affiliates: {
    title: 'Affiliates',
    icon: IconUsersGroup,
    willShow: 'Your affiliates with the sellers they referred and what those sellers earn them.',
    firstStep: 'Affiliates appear once they refer their first seller.',
    needsStoreData: false,
  },
  affiliateDetail: {
    title: 'Affiliate',
    icon: IconAddressBook,
    willShow: 'The sellers this affiliate referred, with their plans and payouts.',
    firstStep: 'Referred sellers show up here after they register.',
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
