export * from './endpoints.ts';
export * from './model.ts';
