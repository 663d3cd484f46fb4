export * from './connect.ts';
export * from './issue-state.ts';
export * from './model.ts';
