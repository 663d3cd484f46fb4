// The pages, loaded together: one chunk for the setup and settings area.

export { ReimburseBillingPage } from './billing-page';
export { CasePreferencePage } from './case-preference-page';
export { FeeOverchargePage } from './fee-overcharge-page';
export { ProductDimensionsPage } from './product-dimensions-page';
export { ReimburseAccountsPage } from './reimburse-accounts-page';
export { ReimburseNotificationPage } from './reimburse-notification-page';
export { ShipmentDiscrepancyPage } from './shipment-discrepancy-page';
