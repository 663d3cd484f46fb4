import { REIMBURSE_ROUTES } from '@seller-tools/contract';
import type { RouteObject } from 'react-router';
import { lazyRoute } from './lazy-route';

// The reimbursement line's setup and settings pages (issue 19), wired into shell-routes.tsx as two
// spreads, so the other reimbursement pages' edits there do not touch these lines.

const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  lazy: lazyRoute(load),
});

const pages = () => import('../features/reimburse-settings/routes');
const documentPages = () => import('../features/documents/routes');

export const reimburseSetupRoutes: RouteObject[] = [
  page(REIMBURSE_ROUTES.setupShipmentDiscrepancy, () =>
    pages().then((m) => ({ Component: m.ShipmentDiscrepancyPage })),
  ),
  page(REIMBURSE_ROUTES.setupFeeOvercharge, () => pages().then((m) => ({ Component: m.FeeOverchargePage }))),
];

export const reimburseSettingsRoutes: RouteObject[] = [
  page(REIMBURSE_ROUTES.settingsAccounts, () =>
    pages().then((m) => ({ Component: m.ReimburseAccountsPage })),
  ),
  page(REIMBURSE_ROUTES.settingsCasePreference, () =>
    pages().then((m) => ({ Component: m.CasePreferencePage })),
  ),
  page(REIMBURSE_ROUTES.settingsProductDimensions, () =>
    pages().then((m) => ({ Component: m.ProductDimensionsPage })),
  ),
  page(REIMBURSE_ROUTES.settingsDocumentGenerator, () =>
    documentPages().then((m) => ({ Component: m.DocumentGeneratorPage })),
  ),
  page(REIMBURSE_ROUTES.settingsBilling, () => pages().then((m) => ({ Component: m.ReimburseBillingPage }))),
  page(REIMBURSE_ROUTES.settingsNotification, () =>
    pages().then((m) => ({ Component: m.ReimburseNotificationPage })),
  ),
];
