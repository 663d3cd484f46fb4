export * from './audit-list.ts';
export * from './common.ts';
export * from './role-change.ts';
export * from './roles.ts';
export * from './user-delete.ts';
export * from './user-list.ts';
