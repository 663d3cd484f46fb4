export * from './constants.ts';
export * from './endpoints/health.ts';
export * from './envelope.ts';
export * from './messages.ts';
export * from './roles.ts';
export * from './routes.ts';
export * from './validation/index.ts';
