export * from './accept-terms.ts';
export * from './add-store.ts';
export * from './enrolment.ts';
export * from './finish.ts';
export * from './model.ts';
export * from './save-billing.ts';
export * from './save-case-preference.ts';
export * from './save-stores.ts';
