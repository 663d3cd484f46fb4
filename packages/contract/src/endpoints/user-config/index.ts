export * from './get-user-config.ts';
export * from './model.ts';
export * from './save-user-config.ts';
