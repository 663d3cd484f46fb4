export * from './contact-us.ts';
export * from './receipt.ts';
export * from './schedule-signup.ts';
