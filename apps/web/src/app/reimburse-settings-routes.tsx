import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import type { RouteObject } from 'react-router';
import { pageRoute } from './lazy-route';

// The reimbursement line's setup and settings pages (issue 19), wired into shell-routes.tsx as two
// spreads, so the other reimbursement pages' edits there do not touch these lines.

const pages = () => import('../features/reimburse-settings/routes');
const documentPages = () => import('../features/documents/routes');

export const reimburseSetupRoutes: RouteObject[] = [
  pageRoute(REIMBURSE_ROUTES.setupShipmentDiscrepancy, pages, (m) => m.ShipmentDiscrepancyPage),
  pageRoute(REIMBURSE_ROUTES.setupFeeOvercharge, pages, (m) => m.FeeOverchargePage),
];

export const reimburseSettingsRoutes: RouteObject[] = [
  pageRoute(REIMBURSE_ROUTES.settingsAccounts, pages, (m) => m.ReimburseAccountsPage),
  pageRoute(REIMBURSE_ROUTES.settingsCasePreference, pages, (m) => m.CasePreferencePage),
  pageRoute(REIMBURSE_ROUTES.settingsProductDimensions, pages, (m) => m.ProductDimensionsPage),
  pageRoute(REIMBURSE_ROUTES.settingsDocumentGenerator, documentPages, (m) => m.DocumentGeneratorPage),
  pageRoute(REIMBURSE_ROUTES.settingsBilling, pages, (m) => m.ReimburseBillingPage),
  pageRoute(REIMBURSE_ROUTES.settingsNotification, pages, (m) => m.ReimburseNotificationPage),
];
