export * from './common.ts';
export * from './findings-summary.ts';
export * from './list-findings.ts';
