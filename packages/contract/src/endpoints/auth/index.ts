export * from './change-password.ts';
export * from './change-password-later.ts';
export * from './forgot-password.ts';
export * from './mapps-login.ts';
export * from './mapps-model.ts';
export * from './mapps-redirect-check.ts';
export * from './sign-in.ts';
export * from './sign-out.ts';
