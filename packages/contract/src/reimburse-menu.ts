import type { TMenuItem } from './access.ts';
import type { TModule } from './constants.ts';
import { ROLES } from './roles.ts';
import { REIMBURSE_ROUTES, REVIEW_ROUTES } from './routes.ts';

// The side menu of the reimbursement line (issue 19). The spec names the review line's menu items only;
// these follow the same menu-… naming. /dashboard is shared: the module decides which dashboard it shows.

export const REIMBURSE_SIDE_MENU: readonly TMenuItem[] = [
  { name: 'menu-reimburse-dashboard', path: REVIEW_ROUTES.dashboard },
  { name: 'menu-reimburse-action-needed', path: REIMBURSE_ROUTES.actionNeededCases },
  { name: 'menu-reimburse-cases-in-progress', path: REIMBURSE_ROUTES.casesInProgress },
  { name: 'menu-reimburse-reimbursed-cases', path: REIMBURSE_ROUTES.cases },
  { name: 'menu-reimburse-payout-summary', path: REIMBURSE_ROUTES.payoutSummary },
  {
    name: 'menu-reimburse-lost-in-warehouse',
    path: REIMBURSE_ROUTES.lostInWarehouse,
    roles: [ROLES.superAdmin, ROLES.reimbursementAdmin],
  },
  {
    name: 'menu-reimburse-setup',
    children: [
      { name: 'menu-reimburse-setup-shipment-discrepancy', path: REIMBURSE_ROUTES.setupShipmentDiscrepancy },
      { name: 'menu-reimburse-setup-fee-overcharge', path: REIMBURSE_ROUTES.setupFeeOvercharge },
    ],
  },
  {
    name: 'menu-reimburse-settings',
    children: [
      { name: 'menu-reimburse-settings-accounts', path: REIMBURSE_ROUTES.settingsAccounts },
      { name: 'menu-reimburse-settings-case-preference', path: REIMBURSE_ROUTES.settingsCasePreference },
      {
        name: 'menu-reimburse-settings-product-dimensions',
        path: REIMBURSE_ROUTES.settingsProductDimensions,
      },
      {
        name: 'menu-reimburse-settings-document-generator',
        path: REIMBURSE_ROUTES.settingsDocumentGenerator,
      },
      { name: 'menu-reimburse-settings-billing', path: REIMBURSE_ROUTES.settingsBilling },
      { name: 'menu-reimburse-settings-notification', path: REIMBURSE_ROUTES.settingsNotification },
    ],
  },
];

/** Where the signup variant of a plan page leads once the company has the plan. */
export const REIMBURSE_SIGNUP_TARGETS: Readonly<Record<string, string>> = {
  [REIMBURSE_ROUTES.signupDashboard]: REVIEW_ROUTES.dashboard,
  [REIMBURSE_ROUTES.signupCasesInProgress]: REIMBURSE_ROUTES.casesInProgress,
  [REIMBURSE_ROUTES.signupReimbursedCases]: REIMBURSE_ROUTES.cases,
  [REIMBURSE_ROUTES.signupPayoutSummary]: REIMBURSE_ROUTES.payoutSummary,
};

/** The main side menu of a module (the system menu is the same in both). */
export function sideMenuOf(module: TModule, reviewMenu: readonly TMenuItem[]): readonly TMenuItem[] {
  return module === 'reimburse' ? REIMBURSE_SIDE_MENU : reviewMenu;
}
