export * from './common.ts';
export * from './delete.ts';
export * from './invitation.ts';
export * from './list.ts';
export * from './permission.ts';
export * from './restore.ts';
