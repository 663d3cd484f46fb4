export * from './affiliates.ts';
export * from './general-codes.ts';
export * from './paging.ts';
export * from './plans.ts';
