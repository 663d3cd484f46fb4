export * from './common.ts';
export * from './evidence-pack.ts';
export * from './invoice.ts';
export * from './list-documents.ts';
export * from './proof.ts';
export * from './template.ts';
