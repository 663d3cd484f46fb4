export * from './code-common.ts';
