export * from './current-channel.ts';
export * from './first-date.ts';
export * from './integration-status.ts';
export * from './list-company-channels.ts';
export * from './model.ts';
export * from './select-channel.ts';
export * from './signup-status.ts';
