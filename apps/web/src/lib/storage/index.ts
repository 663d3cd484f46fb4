// Everything auth-storage exports is the storage API.
export * from './auth-storage';
export { clearStorage, readItem, readJson, removeItem, writeItem } from './safe-storage';
export { STORAGE_KEYS } from './storage-keys';
export type { TUserInfo } from './user-info';
export { parseUtcDate } from './utc-date';
