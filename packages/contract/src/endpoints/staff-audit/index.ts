export * from './common.ts';
export * from './find-users.ts';
export * from './start-audit.ts';
export * from './stop-audit.ts';
export * from './user-channels.ts';
