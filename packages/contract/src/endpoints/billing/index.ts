export * from './billing-invoices.ts';
export * from './billing-profile.ts';
export * from './common.ts';
export * from './stripe-webhook.ts';
export * from './system-billing.ts';
