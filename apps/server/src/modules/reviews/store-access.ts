// Store access is shared by every module that reads a store's data (reviews, review requests).
export * from '../../lib/store-access.ts';
