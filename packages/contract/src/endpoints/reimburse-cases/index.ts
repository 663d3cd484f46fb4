export * from './case-assign.ts';
export * from './case-bulk-file.ts';
export * from './case-detail.ts';
export * from './case-queue.ts';
export * from './case-text.ts';
export * from './case-transition.ts';
export * from './common.ts';
export * from './list-cases.ts';
