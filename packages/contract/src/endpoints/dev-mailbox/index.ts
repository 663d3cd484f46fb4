export * from './dev-mailbox.ts';
