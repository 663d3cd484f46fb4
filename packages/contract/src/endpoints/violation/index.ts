export * from './alerts.ts';
export * from './common.ts';
export * from './events.ts';
export * from './health.ts';
