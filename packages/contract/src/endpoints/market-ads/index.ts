export * from './ads-consent.ts';
export * from './model.ts';
