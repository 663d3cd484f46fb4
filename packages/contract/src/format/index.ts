export * from './currency.ts';
export * from './dates.ts';
export * from './relative-time.ts';
