export * from './list-plans.ts';
export * from './model.ts';
