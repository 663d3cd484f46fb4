export * from './model.ts';
export * from './resend-code.ts';
export * from './signup.ts';
export * from './signup-step.ts';
export * from './verify-code.ts';
