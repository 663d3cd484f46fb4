export * from './contact-us.ts';
export * from './schedule-signup.ts';
