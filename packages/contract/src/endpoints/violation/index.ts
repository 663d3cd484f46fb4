export * from './alerts.ts';
export * from './common.ts';
export * from './events.ts';
export * from './feedback.ts';
export * from './feedback-removal.ts';
export * from './health.ts';
