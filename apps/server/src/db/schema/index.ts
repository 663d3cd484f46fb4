export * from './accounts.ts';
export * from './audit-log.ts';
export * from './email-outbox.ts';
export * from './general-code.ts';
