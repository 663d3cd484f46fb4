export * from './get-user.ts';
export * from './update-user.ts';
