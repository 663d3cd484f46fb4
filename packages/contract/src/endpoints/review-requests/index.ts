export * from './common.ts';
export * from './export-log.ts';
export * from './log.ts';
export * from './model.ts';
export * from './read-rule.ts';
export * from './save-rule.ts';
export * from './send-now.ts';
export * from './summary.ts';
