export * from './activity.ts';
export * from './common.ts';
export * from './rule.ts';
