export * from './common.ts';
export * from './profit-report.ts';
export * from './profit-report-export.ts';
export * from './sales-report.ts';
export * from './sales-report-export.ts';
