import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from './lazy-route';

// The reimbursement line's setup and settings pages (issue 19), wired into shell-routes.tsx as two
// spreads, so the other reimbursement pages' edits there do not touch these lines.

const pages = () => import('../features/reimburse-settings/routes');
const documentPages = () => import('../features/documents/routes');

export const reimburseSetupRoutes: RouteObject[] = [
  lazyPage(REIMBURSE_ROUTES.setupShipmentDiscrepancy, () => pages().then((m) => m.ShipmentDiscrepancyPage)),
  lazyPage(REIMBURSE_ROUTES.setupFeeOvercharge, () => pages().then((m) => m.FeeOverchargePage)),
];

export const reimburseSettingsRoutes: RouteObject[] = [
  lazyPage(REIMBURSE_ROUTES.settingsAccounts, () => pages().then((m) => m.ReimburseAccountsPage)),
  lazyPage(REIMBURSE_ROUTES.settingsCasePreference, () => pages().then((m) => m.CasePreferencePage)),
  lazyPage(REIMBURSE_ROUTES.settingsProductDimensions, () => pages().then((m) => m.ProductDimensionsPage)),
  lazyPage(REIMBURSE_ROUTES.settingsDocumentGenerator, () =>
    documentPages().then((m) => m.DocumentGeneratorPage),
  ),
  lazyPage(REIMBURSE_ROUTES.settingsBilling, () => pages().then((m) => m.ReimburseBillingPage)),
  lazyPage(REIMBURSE_ROUTES.settingsNotification, () => pages().then((m) => m.ReimburseNotificationPage)),
];
