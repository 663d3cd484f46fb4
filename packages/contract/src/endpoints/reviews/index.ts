export * from './common.ts';
export * from './dashboard.ts';
export * from './notifications.ts';
export * from './products.ts';
export * from './report.ts';
export * from './review-list.ts';
export * from './tags.ts';
