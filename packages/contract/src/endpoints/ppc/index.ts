export * from './changes.ts';
export * from './common.ts';
export * from './dayparting.ts';
export * from './harvest.ts';
export * from './rule-model.ts';
export * from './rules.ts';
