export * from './characters.ts';
export * from './comparison.ts';
export * from './email.ts';
export * from './length.ts';
export * from './numeric.ts';
export * from './rule.ts';
export * from './rule-sets.ts';
export * from './schemas.ts';
