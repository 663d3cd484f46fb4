export * from './changes.ts';
export * from './common.ts';
